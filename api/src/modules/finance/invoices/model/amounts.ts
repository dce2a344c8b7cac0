import type { VatBreakdown, VatRate } from '@haulage/shared/contracts';

/** Quantity × unit price (öre) in whole öre: the one rule every printed and exported line obeys. */
export { lineAmount } from '@haulage/shared/contracts';

/**
 * Rounding, decided once (ADR 21): a line's amount is rounded to whole öre, half away from zero;
 * VAT is computed per rate on the sum of that rate's line amounts and rounded the same way (the
 * tax base per rate is what the law asks the invoice to show). No öresavrundning: the total is in
 * öre. Credit lines are negative and round symmetrically, so a full credit cancels exactly.
 */
export const roundHalfAway = (value: number): number => {
  const rounded = Math.round(Math.abs(value) + Number.EPSILON * Math.abs(value));
  return value < 0 ? -rounded : rounded;
};

export interface PricedLine {
  amount: number;
  vatRate: VatRate;
}

/** One row per rate used, highest rate first: the base and its VAT. */
export const vatBreakdownOf = (lines: readonly PricedLine[]): VatBreakdown[] => {
  const bases = new Map<VatRate, number>();
  for (const line of lines) bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + line.amount);
  return [...bases.entries()].sort(([a], [b]) => b - a).map(([rate, base]) => ({ rate, base, vat: roundHalfAway((base * rate) / 100) }));
};

export interface InvoiceTotals {
  subtotal: number;
  vatTotal: number;
  total: number;
  vatBreakdown: VatBreakdown[];
}

export const totalsOf = (lines: readonly PricedLine[]): InvoiceTotals => {
  const vatBreakdown = vatBreakdownOf(lines);
  const subtotal = vatBreakdown.reduce((sum, row) => sum + row.base, 0);
  const vatTotal = vatBreakdown.reduce((sum, row) => sum + row.vat, 0);
  return { subtotal, vatTotal, total: subtotal + vatTotal, vatBreakdown };
};
