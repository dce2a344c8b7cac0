import type { VatBreakdown } from '@haulage/shared/contracts';
import { formatMoney } from '@haulage/shared/format';

/** "25 %: 2 875,00 kr on 11 500,00 kr" per rate, the way the invoice shows its VAT. */
export const vatLine = (row: VatBreakdown, currency: string): string =>
  `${row.rate} %: ${formatMoney(row.vat, { ore: true, currency })} on ${formatMoney(row.base, { ore: true, currency })}`;

export const vatText = (rows: VatBreakdown[], currency: string): string => rows.map((row) => vatLine(row, currency)).join('; ');
