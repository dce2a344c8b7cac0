import { csvFile, type CsvValue, kronor } from '../../../../http/csv';
import type { ExportInvoice } from './export-invoice';
import { salesAccountKey, type SalesAccounts } from './sales-accounts';

export const INVOICE_CSV_COLUMNS = [
  'invoiceNumber',
  'kind',
  'invoiceDate',
  'dueDate',
  'customer',
  'organizationNumber',
  'vatType',
  'currency',
  'jobNumber',
  'description',
  'quantity',
  'unit',
  'unitPrice',
  'vatRate',
  'amount',
  'account',
  'invoiceTotal',
] as const;

/**
 * The period's invoices for a spreadsheet: UTF-8 with a BOM (so Excel shows å/ä/ö), `;`
 * separated, a header row, one row per invoice line with its invoice's facts repeated, amounts
 * in kronor with a decimal comma, CR LF line ends.
 */
export const invoiceCsv = (invoices: readonly ExportInvoice[], accounts: SalesAccounts): string => {
  const rows: CsvValue[][] = [];
  for (const invoice of invoices) {
    for (const line of invoice.lines) {
      rows.push([
        invoice.number,
        invoice.kind,
        invoice.invoiceDate,
        invoice.dueDate,
        invoice.customerName,
        invoice.organizationNumber,
        invoice.vatType,
        invoice.currency,
        line.jobNumber,
        line.description,
        line.quantity,
        line.unit,
        kronor(line.unitPrice),
        line.vatRate,
        kronor(line.amount),
        accounts[salesAccountKey(invoice.vatType, line.vatRate)],
        kronor(invoice.total),
      ]);
    }
  }
  return csvFile(INVOICE_CSV_COLUMNS, rows);
};
