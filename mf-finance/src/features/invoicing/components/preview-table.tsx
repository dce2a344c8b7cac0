import type { InvoicePreviewDraft } from '@haulage/shared/contracts';
import { formatMoney } from '@haulage/shared/format';
import { DataTable, type DataTableColumn, HStack, StatusBadge, Text } from '@haulage/shared/ui';
import { vatText } from '#lib';

const money = (row: InvoicePreviewDraft, ore: number) => formatMoney(ore, { ore: true, currency: row.currency });

const columns: DataTableColumn<InvoicePreviewDraft>[] = [
  {
    key: 'customer',
    header: 'Customer',
    render: (row) => (
      <HStack gap="2">
        <Text as="span">{row.customer.companyName}</Text>
        {row.perJob ? <StatusBadge status="per_job" palettes={{ per_job: 'purple' }} labels={{ per_job: 'Per job' }} /> : null}
      </HStack>
    ),
  },
  { key: 'jobs', header: 'Jobs', align: 'end', render: (row) => row.jobs.map((job) => job.jobNumber).join(', ') },
  { key: 'lines', header: 'Lines', align: 'end', render: (row) => String(row.lines.length) },
  { key: 'subtotal', header: 'Net', align: 'end', render: (row) => money(row, row.subtotal) },
  {
    key: 'vat',
    header: 'VAT',
    render: (row) => (row.reverseCharge ? (row.legalText ?? 'Reverse charge') : vatText(row.vatBreakdown, row.currency)),
  },
  { key: 'total', header: 'Total', align: 'end', render: (row) => money(row, row.total) },
];

/** What each customer will be invoiced: one row per draft the run would create; "Per job" marks one job's own invoice. */
export const PreviewTable = ({ drafts }: { drafts: InvoicePreviewDraft[] }) => (
  <DataTable
    label="Invoicing preview"
    columns={columns}
    rows={drafts}
    getRowKey={(row, index) => `${row.customer.documentId}-${index}`}
    emptyMessage="No ready-to-invoice jobs in this period"
  />
);
