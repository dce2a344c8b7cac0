import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, type Trip } from '@haulage/shared/contracts';
import { Box, Button, ConfirmDialog, HStack, Link, StatusBadge, Text } from '@haulage/shared/ui';
import { formatDate, formatMoney } from '@haulage/shared/format';
import { errorMessage, usePlatform } from '@haulage/shared/area-kit';
import { useSplitTripMutation } from '../api/trip-writes';
import { estimateText } from '../model/trip-view';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <>
    <Text as="dt" color="fg.muted">
      {label}
    </Text>
    <Box as="dd" data-testid={`trip-${label.split(' ')[0]!.toLowerCase()}`}>
      {children}
    </Box>
  </>
);

/** What the trip is: day, truck, driver, status, km and time (saying how they were found), revenue, jobs; and split. */
export const TripSummary = ({ trip, canSplit, onSplit }: { trip: Trip; canSplit: boolean; onSplit: () => void }) => {
  const { feedback } = usePlatform();
  const [asking, setAsking] = useState(false);
  const [split] = useSplitTripMutation();
  const estimate = estimateText(trip);
  const facts: [string, React.ReactNode][] = [
    ['Day', formatDate(trip.date)],
    ['Truck', trip.truck ? `${trip.truck.truckName} (${trip.truck.truckNumber})` : '—'],
    ['Driver', trip.driver ? `${trip.driver.firstName} ${trip.driver.lastName}` : 'No driver'],
    ['Status', <StatusBadge key="status" status={trip.status} />],
    [estimate.label, estimate.value],
    ['Revenue (sum of the jobs’ prices)', formatMoney(trip.revenue)],
  ];
  return (
    <>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(10rem, max-content) 1fr' }} columnGap="4" rowGap="2">
        {facts.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
        <Fact label="Jobs">
          <HStack gap="3" wrap="wrap">
            {(trip.jobs ?? []).map((job) => (
              <Link key={job.documentId} asChild colorPalette="brand">
                <RouterLink to={paths.jobs.details.href(job.documentId)}>{`Job ${job.jobNumber}`}</RouterLink>
              </Link>
            ))}
          </HStack>
        </Fact>
      </Box>
      {canSplit ? (
        <HStack>
          <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
            Split trip
          </Button>
        </HStack>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={`Split trip ${trip.tripNumber}`}
        body="Its jobs stay on their truck, driver and day, each on its own again."
        confirmLabel="Split trip"
        destructive
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          try {
            await split(trip.documentId).unwrap();
            feedback.toast('success', `Trip ${trip.tripNumber} was split`);
            onSplit();
          } catch (error) {
            feedback.toast('error', errorMessage(error));
            throw error;
          }
        }}
      />
    </>
  );
};
