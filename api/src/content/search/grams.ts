import { VALUE_SEPARATOR } from './fold';

/**
 * The short-word index (ADR 24): a word of one or two characters has no trigram, so SQLite keeps a
 * second index of every character and every pair of neighbouring characters of the search text.
 * Each is indexed as one ASCII token (its code points in hex), so any letter, digit or sign is a
 * token FTS5's `ascii` tokenizer keeps whole. Pure functions: the same token builds the index
 * (a SQL function called by the triggers) and the query.
 */

/** The SQL function the index's triggers build a row's tokens with (db/create-db.ts registers it). */
export const SEARCH_GRAMS_FUNCTION = 'search_grams';

/** Separators between a document's values and between words: a typed word never holds them. */
const isSeparator = (char: string): boolean => char === VALUE_SEPARATOR || /\s/u.test(char);

/** The token a word of one or two characters is indexed under: "7" → "g37", "ab" → "g61x62". */
export const gramToken = (word: string): string => `g${[...word].map((c) => c.codePointAt(0)!.toString(16)).join('x')}`;

/** The tokens of a search text: each character and each pair of neighbours once, separators left out. */
export const searchGrams = (text: string | null): string => {
  if (!text) return '';
  const chars = [...text];
  const tokens = new Set<string>();
  chars.forEach((char, i) => {
    if (isSeparator(char)) return;
    tokens.add(gramToken(char));
    const next = chars[i + 1];
    if (next !== undefined && !isSeparator(next)) tokens.add(gramToken(char + next));
  });
  return [...tokens].join(' ');
};
