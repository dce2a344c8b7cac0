import type { JobStop } from '@haulage/shared/contracts';
import { Table, Text, humanizeStatus } from '@haulage/shared/ui';
import { formatDateTime } from '@haulage/shared/format';
import { DetailSection } from './detail-section';

/** "2026-03-10 08:00 – 09:00": a window within one day names the day once. */
const windowOf = (from: string | null, to: string | null): string => {
  if (!from && !to) return '—';
  const start = formatDateTime(from);
  const end = formatDateTime(to);
  if (!from || !to) return from ? `from ${start}` : `by ${end}`;
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
};

/** The stops in driving order, planned against what happened. */
export const JobStopsTable = ({ stops }: { stops: readonly JobStop[] }) => {
  const ordered = [...stops].sort((a, b) => a.sequence - b.sequence);
  return (
    <DetailSection title="Stops">
      {ordered.length === 0 ? (
        <Text color="fg.muted">No stops yet.</Text>
      ) : (
        <Table.Root size="sm" aria-label="Stops">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>Type</Table.ColumnHeader>
              <Table.ColumnHeader>Place</Table.ColumnHeader>
              <Table.ColumnHeader>Planned</Table.ColumnHeader>
              <Table.ColumnHeader>Arrived</Table.ColumnHeader>
              <Table.ColumnHeader>Departed</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ordered.map((stop) => (
              <Table.Row key={stop.documentId}>
                <Table.Cell>{stop.sequence}</Table.Cell>
                <Table.Cell>{humanizeStatus(stop.type)}</Table.Cell>
                <Table.Cell>{stop.place ?? stop.destination?.name ?? '—'}</Table.Cell>
                <Table.Cell>{windowOf(stop.plannedFrom, stop.plannedTo)}</Table.Cell>
                <Table.Cell>{formatDateTime(stop.arrivedAt)}</Table.Cell>
                <Table.Cell>{formatDateTime(stop.departedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </DetailSection>
  );
};
