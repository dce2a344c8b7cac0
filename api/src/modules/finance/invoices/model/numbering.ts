import type { InvoiceKind } from '@haulage/shared/contracts';

export interface Series {
  kind: InvoiceKind;
  fiscalYear: number;
  prefix: string;
  nextNumber: number;
}

/** A new year's series starts at 1 with the configured prefix. */
export const newSeries = (kind: InvoiceKind, fiscalYear: number, prefix: string): Series => ({ kind, fiscalYear, prefix, nextNumber: 1 });

/** "F2026-00017": the prefix, the fiscal year and the sequence, five digits so it sorts as text. */
export const formatInvoiceNumber = (prefix: string, fiscalYear: number, sequence: number): string =>
  `${prefix}${fiscalYear}-${String(sequence).padStart(5, '0')}`;

/** Takes the series' next number: the invoice's number and the series as it must be stored after. */
export const takeNumber = (series: Series): { sequence: number; number: string; series: Series } => ({
  sequence: series.nextNumber,
  number: formatInvoiceNumber(series.prefix, series.fiscalYear, series.nextNumber),
  series: { ...series, nextNumber: series.nextNumber + 1 },
});
