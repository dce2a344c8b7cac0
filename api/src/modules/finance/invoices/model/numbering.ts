/** "F2026-00017": the prefix, the fiscal year and the sequence, five digits so it sorts as text. */
export const formatInvoiceNumber = (prefix: string, fiscalYear: number, sequence: number): string =>
  `${prefix}${fiscalYear}-${String(sequence).padStart(5, '0')}`;
