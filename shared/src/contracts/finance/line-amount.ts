/**
 * What an invoice line reads: quantity × unit price (öre) = amount, in whole öre rounded half away
 * from zero (ADR 21). Fortnox and any reader recompute a row this way, so every line the product
 * prints or exports must satisfy it. Quantities carry at most two decimals
 * (`INVOICE_QUANTITY_DECIMALS`); up to three are multiplied in integers, so 1.15 × 695,00 is never
 * 799,24 from a binary fraction.
 */
export const INVOICE_QUANTITY_DECIMALS = 2;

export const lineAmount = (quantity: number, unitPrice: number): number => {
  const thousandths = Math.round(quantity * 1000);
  const exact = Math.abs(thousandths / 1000 - quantity) < 1e-9 && Number.isInteger(unitPrice);
  const value = exact ? (thousandths * unitPrice) / 1000 : quantity * unitPrice;
  const rounded = Math.round(Math.abs(value) + (exact ? 0 : Number.EPSILON * Math.abs(value)));
  return value < 0 ? -rounded : rounded;
};

/** A quantity as an invoice line carries it: two decimals, half up. */
export const invoiceQuantity = (quantity: number): number =>
  Math.round(quantity * 10 ** INVOICE_QUANTITY_DECIMALS) / 10 ** INVOICE_QUANTITY_DECIMALS;
