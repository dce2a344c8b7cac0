import type { Job } from '@haulage/shared/contracts';
import { Table, Text, humanizeStatus } from '@haulage/shared/ui';
import { formatMoney, formatNumber } from '@haulage/shared/format';
import { useCan } from '@haulage/shared/area-kit';
import { AddOperationForm } from './add-operation-form';
import { DetailSection } from './detail-section';

// The API takes no more work on a job once it is cancelled or being invoiced.
const CLOSED = ['cancelled', 'ready_to_invoice', 'invoiced'];

/** Extra work on the job (waiting time, crane, ferry, tolls…): read by the office, added by dispatch. */
export const JobOperations = ({ job }: { job: Job }) => {
  const canAdd = useCan('job-operations', 'create') && job.kind === 'job' && !CLOSED.includes(job.status);
  const operations = job.operations ?? [];
  return (
    <DetailSection title="Job operations">
      {operations.length === 0 ? (
        <Text color="fg.muted">No extra work recorded.</Text>
      ) : (
        <Table.Root size="sm" aria-label="Job operations">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Type</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader>Quantity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {operations.map((operation) => (
              <Table.Row key={operation.documentId}>
                <Table.Cell>{humanizeStatus(operation.type)}</Table.Cell>
                <Table.Cell>{operation.description ?? '—'}</Table.Cell>
                <Table.Cell>
                  {operation.quantity == null ? '—' : `${formatNumber(operation.quantity)} ${operation.unit ?? ''}`.trim()}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(operation.amount, { ore: true })}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {canAdd ? <AddOperationForm job={job.documentId} /> : null}
    </DetailSection>
  );
};
