import type { Invoice, InvoiceLine } from '@haulage/shared/contracts';
import { formatDate, formatMoney, formatNumber } from '@haulage/shared/format';
import { DataTable, type DataTableColumn, Stack, Text } from '@haulage/shared/ui';
import { vatLine } from '#lib';

const lineColumns = (currency: string): DataTableColumn<InvoiceLine>[] => [
  { key: 'jobNumber', header: 'Job', render: (row) => (row.jobNumber == null ? '' : String(row.jobNumber)) },
  { key: 'date', header: 'Date', render: (row) => (row.date ? formatDate(row.date) : '') },
  { key: 'description', header: 'Description', render: (row) => [row.description, row.route].filter(Boolean).join(' · ') },
  { key: 'quantity', header: 'Qty', align: 'end', render: (row) => `${formatNumber(row.quantity)} ${row.unit}` },
  { key: 'unitPrice', header: 'Price', align: 'end', render: (row) => formatMoney(row.unitPrice, { ore: true, currency }) },
  { key: 'vatRate', header: 'VAT', align: 'end', render: (row) => `${row.vatRate} %` },
  { key: 'amount', header: 'Amount', align: 'end', render: (row) => formatMoney(row.amount, { ore: true, currency }) },
];

/** The lines, the VAT per rate, the totals and any legal text, as printed on the invoice. */
export const InvoiceLines = ({ invoice }: { invoice: Invoice }) => {
  const money = (ore: number) => formatMoney(ore, { ore: true, currency: invoice.currency });
  return (
    <Stack gap="3">
      <DataTable label="Invoice lines" columns={lineColumns(invoice.currency)} rows={invoice.lines ?? []} emptyMessage="No lines" />
      <Stack gap="1" alignSelf="end" textAlign="end" aria-label="Totals" role="group">
        <Text>Net: {money(invoice.subtotal)}</Text>
        {invoice.vatBreakdown.map((row) => (
          <Text key={row.rate}>VAT {vatLine(row, invoice.currency)}</Text>
        ))}
        <Text fontWeight="bold">Total: {money(invoice.total)}</Text>
        {invoice.creditedTotal ? <Text>Credited: {money(-invoice.creditedTotal)}</Text> : null}
        {invoice.paidTotal ? <Text>Paid: {money(invoice.paidTotal)}</Text> : null}
        <Text>Balance: {money(invoice.balance)}</Text>
        {invoice.legalText ? <Text fontStyle="italic">{invoice.legalText}</Text> : null}
      </Stack>
    </Stack>
  );
};
