import { TRUCK_STATUS_LABELS, TRUCK_STATUSES, type FleetSummary } from '@haulage/shared/contracts';
import { Card, SimpleGrid, Stat } from '@haulage/shared/ui';

const Figure = ({ label, value }: { label: string; value: number }) => (
  <Card.Root>
    <Card.Body>
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText>{value}</Stat.ValueText>
      </Stat.Root>
    </Card.Body>
  </Card.Root>
);

export const FleetTotals = ({ summary }: { summary: FleetSummary }) => (
  <>
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="gutter" mb="gutter">
      <Figure label="Trucks" value={summary.totalTrucks} />
      <Figure label="Drivers" value={summary.totalDrivers} />
      <Figure label="Trailers" value={summary.totalTrailers} />
    </SimpleGrid>
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="gutter" mb="gutter" aria-label="Trucks by status" role="group">
      {TRUCK_STATUSES.map((status) => (
        <Figure key={status} label={TRUCK_STATUS_LABELS[status]} value={summary.trucksByStatus[status] ?? 0} />
      ))}
    </SimpleGrid>
  </>
);
