import { VALUE_SEPARATOR } from './fold';

/**
 * The text a `$containsi` is answered from through an index (ADR 46): the values of an entry's
 * search paths, each lowered as SQLite's `lower()` lowers (A–Z only), nothing folded and no digits
 * added. For a term of ASCII letters, digits and `@ . -`, "some searched field contains the term,
 * case aside" is exactly "this text contains the lowered term": the separator between values
 * holds a space, which no such term does, so no match spans two values. Pure functions: the same
 * lowering builds the stored text and the word looked up.
 */

/** The stored contains text of an entry; one column per searchable table beside `search_text`. */
export const CONTAINS_COLUMN = 'contains_text';

/** Lowers A–Z only, as SQLite's built-in `lower()` does. */
export const asciiLower = (text: string): string => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** The stored contains text of some values (those of `searchDocument`, in the same order). */
export const containsDocument = (values: readonly unknown[]): string =>
  values
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map((value) => asciiLower(String(value)))
    .join(` ${VALUE_SEPARATOR} `);

/** A term `$containsi` compares with SQLite's `lower()`, which the contains text holds as it is. */
const EXACT_TERM = /^[0-9A-Za-z@.-]+$/;

/** The word to look up in the contains text for a `$containsi` term, or null when the term is not one it answers exactly. */
export const containsWord = (term: string): string | null => (EXACT_TERM.test(term) ? asciiLower(term) : null);
