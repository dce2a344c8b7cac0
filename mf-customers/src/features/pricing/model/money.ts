/**
 * Prices are stored in öre (integer minor units) so sums never drift; people type and read kronor.
 * Swedish users write a decimal comma, so both separators are accepted.
 */
export const oreToKronor = (ore: number): number => ore / 100;

/** Parses "1 250,50" or "1250.5" kronor into öre; null for an empty or unreadable entry. */
export const kronorToOre = (input: string | number | null | undefined): number | null => {
  if (input == null) return null;
  const text = String(input).replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (text === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
};

/** Formats öre as a kronor amount with two decimals, e.g. 125050 → "1 250,50 kr". */
export const formatOre = (ore: number | null | undefined, currency = 'SEK'): string => {
  if (ore == null) return '–';
  return new Intl.NumberFormat('sv-SE', { style: 'currency', currency, minimumFractionDigits: 2 }).format(ore / 100);
};

/** The kronor text an input shows for a stored öre value. */
export const oreToInput = (ore: number | null | undefined): string =>
  ore == null ? '' : (ore / 100).toFixed(2).replace(/\.00$/, '');
