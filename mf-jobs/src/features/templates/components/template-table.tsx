import type { ParsedList } from '@haulage/shared/api';
import type { Job } from '@haulage/shared/contracts';
import { DataTable, type DataTableColumn } from '@haulage/shared/ui';
import { routeLabel } from '#lib';
import { TemplateActions, type TemplateAction } from './template-actions';

const COLUMNS: DataTableColumn<Job>[] = [
  { key: 'jobNumber', header: 'Template' },
  { key: 'customer', header: 'Customer', render: (template) => template.customer?.companyName ?? '—' },
  { key: 'customerReference', header: 'Reference', render: (template) => template.customerReference ?? '—' },
  { key: 'goodsDescription', header: 'Goods', render: (template) => template.goodsDescription ?? '—' },
  { key: 'route', header: 'First pickup → last delivery', render: routeLabel },
  { key: 'stops', header: 'Stops', render: (template) => template.stops?.length ?? 0 },
];

export interface TemplateTableProps {
  list: ParsedList<Job>;
  loading: boolean;
  /** Given to those who may write jobs: each row then offers create jobs, edit and delete. */
  onAction?: (template: Job, action: TemplateAction) => void;
  onPageChange: (page: number) => void;
}

export const TemplateTable = ({ list, loading, onAction, onPageChange }: TemplateTableProps) => (
  <DataTable
    label="Templates"
    columns={
      onAction
        ? [
            ...COLUMNS,
            { key: 'actions', header: 'Actions', render: (template) => <TemplateActions template={template} onAction={onAction} /> },
          ]
        : COLUMNS
    }
    rows={list.items}
    loading={loading}
    emptyMessage="No templates match"
    page={list.pagination.page}
    pageCount={list.pagination.pageCount}
    total={list.pagination.total}
    onPageChange={onPageChange}
  />
);
