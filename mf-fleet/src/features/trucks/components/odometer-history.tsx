import { Badge, Heading, Stack, Table } from '@haulage/shared/ui';
import { useGetOdometerReadingsQuery } from '../api/get-odometer-readings';
import { formatDate, formatKm } from '@haulage/shared/format';

/** The last readings; a reading below the previous one is kept and flagged, not rejected. */
export const OdometerHistory = ({ truckDocumentId }: { truckDocumentId: string }) => {
  const { data: readings } = useGetOdometerReadingsQuery(truckDocumentId);
  // History is optional: without readings (or the endpoint) the section stays out of the way.
  if (!readings || readings.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        Odometer history
      </Heading>
      <Table.Root size="sm" aria-label="Odometer history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Read at</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Reading</Table.ColumnHeader>
            <Table.ColumnHeader>Source</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {readings.map((r) => (
            <Table.Row key={r.documentId}>
              <Table.Cell>{formatDate(r.readAt)}</Table.Cell>
              <Table.Cell textAlign="end">
                {formatKm(r.valueKm)} {r.isBreaking ? <Badge colorPalette="orange">Lower than before</Badge> : null}
              </Table.Cell>
              <Table.Cell>{r.source}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
};
