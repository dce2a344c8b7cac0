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

/** öre → "1234,50": Swedish Excel reads a decimal comma; no thousands separator, so it stays a number. */
export const csvMoney = (ore: number): string => {
  const abs = Math.abs(ore);
  return `${ore < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

const csvNumber = (value: number): string => String(value).replace('.', ',');

/**
 * A cell: quoted when it holds the separator, a quote or a line break (a quote is doubled), and
 * when it starts with = + - @ (a spreadsheet would run it as a formula) it is quoted behind an
 * apostrophe.
 */
export const csvCell = (text: string): string => {
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The period's invoices for a spreadsheet: UTF-8 with a BOM (so Excel shows å/ä/ö), `;`
 * separated, a header row, one row per invoice line with its invoice's facts repeated, amounts
 * in kronor with a decimal comma, CR LF line ends.
 */
export const invoiceCsv = (invoices: readonly ExportInvoice[], accounts: SalesAccounts): string => {
  const rows: string[] = [INVOICE_CSV_COLUMNS.join(';')];
  for (const invoice of invoices) {
    for (const line of invoice.lines) {
      rows.push(
        [
          invoice.number,
          invoice.kind,
          invoice.invoiceDate,
          invoice.dueDate,
          invoice.customerName,
          invoice.organizationNumber ?? '',
          invoice.vatType,
          invoice.currency,
          line.jobNumber == null ? '' : String(line.jobNumber),
          line.description,
          csvNumber(line.quantity),
          line.unit,
          csvMoney(line.unitPrice),
          String(line.vatRate),
          csvMoney(line.amount),
          accounts[salesAccountKey(invoice.vatType, line.vatRate)],
          csvMoney(invoice.total),
        ]
          .map(csvCell)
          .join(';'),
      );
    }
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
};
