import type { Job } from '@haulage/shared/contracts';
import { humanizeStatus, Table, Text } from '@haulage/shared/ui';
import { orderedStops } from '#lib';
import { stopWindow } from '../model/stop-window';

/** The stops of one job, shown when its row is expanded. */
export const JobStops = ({ job }: { job: Job }) => {
  const stops = orderedStops(job.stops);
  if (stops.length === 0) return <Text color="fg.muted">This job has no stops yet.</Text>;
  return (
    <Table.Root size="sm" aria-label={`Stops of job ${job.jobNumber}`} variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Stop</Table.ColumnHeader>
          <Table.ColumnHeader>Type</Table.ColumnHeader>
          <Table.ColumnHeader>Place</Table.ColumnHeader>
          <Table.ColumnHeader>Planned</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {stops.map((stop) => (
          <Table.Row key={stop.documentId}>
            <Table.Cell>{stop.sequence}</Table.Cell>
            <Table.Cell>{humanizeStatus(stop.type)}</Table.Cell>
            <Table.Cell>{stop.place ?? '—'}</Table.Cell>
            <Table.Cell>{stopWindow(stop.plannedFrom, stop.plannedTo)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
};
