/**
 * How an office worker's search meets stored text: case, accents and separators do not matter.
 * "backstrom" finds "Bäckström", "5560360793" finds "556036-0793", "0701234567" finds
 * "+46 70-123 45 67". Pure functions: the same folding builds the stored search text and the
 * needle, so both databases compare folded text with a plain, native LIKE.
 */

/** Letters that do not decompose into a base letter and a mark. */
const SPECIAL: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th', ı: 'i' };

export const foldText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßđłþı]/g, (c) => SPECIAL[c] ?? c);

/** Digits only, with a Swedish +46 written as the 0 people dial at home. */
export const digitsOf = (text: string): string => {
  const digits = text.replace(/\D+/g, '');
  return /^\s*(\+|00)46/.test(text) ? `0${digits.replace(/^(00)?46/, '')}` : digits;
};

/** Looks like a number someone types with or without its separators (org. number, phone, plate digits). */
const isNumberLike = (text: string): boolean => /\d/.test(text) && /^[\d\s+\-()./]+$/.test(text.trim());

/** Between the values of a stored search text: no one types it, so no word spans two values. */
export const VALUE_SEPARATOR = '\u0001';

/** The stored search text of some values: each folded, plus the bare digits of number-like ones. */
export const searchDocument = (values: readonly unknown[]): string => {
  const parts: string[] = [];
  for (const value of values) {
    if (value === null || value === undefined || value === '') continue;
    const text = String(value);
    parts.push(foldText(text));
    if (isNumberLike(text)) parts.push(digitsOf(text));
  }
  return parts.join(` ${VALUE_SEPARATOR} `);
};

/**
 * A search as words that must all be found, each anywhere: "Karin Lindqvist" finds the contact
 * whose first and last names are two fields. A number-like word is compared by its digits.
 */
export const searchWords = (search: string): string[] => {
  const words = search.trim().split(/\s+/).filter(Boolean);
  if (words.length > 1 && isNumberLike(search)) return [digitsOf(search)];
  return words.map((word) => (isNumberLike(word) ? digitsOf(word) : foldText(word))).filter(Boolean);
};
