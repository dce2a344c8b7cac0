import type { ListTableControls } from '@haulage/shared/area-kit';
import type { Job } from '@haulage/shared/contracts';
import { DataTable, type DataTableColumn } from '@haulage/shared/ui';
import { formatDate, formatDateTime } from '@haulage/shared/format';
import { routeLabel } from '#lib';
import { DraftActions, type DraftAction } from './draft-actions';

const COLUMNS: DataTableColumn<Job>[] = [
  { key: 'jobNumber', header: 'Draft' },
  { key: 'customer', header: 'Customer', render: (draft) => draft.customer?.companyName ?? '—' },
  { key: 'customerReference', header: 'Reference', render: (draft) => draft.customerReference ?? '—' },
  { key: 'plannedDate', header: 'Planned date', render: (draft) => formatDate(draft.plannedDate) },
  { key: 'route', header: 'First pickup → last delivery', render: routeLabel },
  { key: 'updatedAt', header: 'Last changed', render: (draft) => formatDateTime(draft.updatedAt) },
];

export interface DraftTableProps extends ListTableControls {
  rows: Job[];
  loading: boolean;
  /** Given to those who may write jobs: each row then offers edit, submit and delete. */
  onAction?: (draft: Job, action: DraftAction) => void;
}

export const DraftTable = ({ rows, loading, onAction, ...paging }: DraftTableProps) => (
  <DataTable
    label="Drafts"
    columns={
      onAction
        ? [...COLUMNS, { key: 'actions', header: 'Actions', render: (draft) => <DraftActions draft={draft} onAction={onAction} /> }]
        : COLUMNS
    }
    rows={rows}
    loading={loading}
    emptyMessage="No drafts match"
    {...paging}
  />
);
