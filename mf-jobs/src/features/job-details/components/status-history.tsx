import type { JobStatusChange } from '@haulage/shared/contracts';
import { Table, Text } from '@haulage/shared/ui';
import { formatDateTime } from '@haulage/shared/format';
import { historyInOrder, statusLabel } from '../model/status-history';
import { DetailSection } from './detail-section';

/** Every move of the job: when, by whom (the office sees names), from what to what, and why. */
export const StatusHistory = ({ history }: { history: readonly JobStatusChange[] }) => (
  <DetailSection title="Status history">
    {history.length === 0 ? (
      <Text color="fg.muted">No moves yet.</Text>
    ) : (
      <Table.Root size="sm" aria-label="Status history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
            <Table.ColumnHeader>From</Table.ColumnHeader>
            <Table.ColumnHeader>To</Table.ColumnHeader>
            <Table.ColumnHeader>Reason</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {historyInOrder(history).map((change) => (
            <Table.Row key={change.documentId}>
              <Table.Cell>{formatDateTime(change.at)}</Table.Cell>
              <Table.Cell>{change.userName ?? '—'}</Table.Cell>
              <Table.Cell>{statusLabel(change.fromStatus)}</Table.Cell>
              <Table.Cell>{statusLabel(change.toStatus)}</Table.Cell>
              <Table.Cell>{change.reason ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    )}
  </DetailSection>
);
