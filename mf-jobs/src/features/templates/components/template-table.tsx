import type { ListTableControls } from '@haulage/shared/area-kit';
import { adrDescription, type Job } from '@haulage/shared/contracts';
import { DataTable, type DataTableColumn } from '@haulage/shared/ui';
import { routeLabel } from '#lib';
import { TemplateActions, type TemplateAction } from './template-actions';

/** The goods, and for ADR goods their line of the consignment note, as every job made from it carries them. */
const goodsText = (template: Job): string => {
  const goods = template.goodsDescription ?? '—';
  return template.adr ? `${goods} · ADR ${adrDescription(template) ?? ''}`.trimEnd() : goods;
};

const COLUMNS: DataTableColumn<Job>[] = [
  { key: 'jobNumber', header: 'Template' },
  { key: 'customer', header: 'Customer', render: (template) => template.customer?.companyName ?? '—' },
  { key: 'customerReference', header: 'Reference', render: (template) => template.customerReference ?? '—' },
  { key: 'goodsDescription', header: 'Goods', render: goodsText },
  { key: 'route', header: 'First pickup → last delivery', render: routeLabel },
  { key: 'stops', header: 'Stops', render: (template) => template.stops?.length ?? 0 },
];

export interface TemplateTableProps extends ListTableControls {
  rows: Job[];
  loading: boolean;
  /** Given to those who may write jobs: each row then offers create jobs, edit and delete. */
  onAction?: (template: Job, action: TemplateAction) => void;
}

export const TemplateTable = ({ rows, loading, onAction, ...paging }: TemplateTableProps) => (
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
    rows={rows}
    loading={loading}
    emptyMessage="No templates match"
    {...paging}
  />
);
