import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../contracts/languages';

/**
 * The language of a public page before, or without, the API naming the reader's: the first of the
 * phone's languages the product speaks, else Swedish. An unknown or refused link cannot say whose
 * it is, so the page speaks as the phone does rather than guess.
 */
export const browserLanguage = (languages: readonly string[]): Language =>
  languages.map((tag) => tag.slice(0, 2).toLowerCase()).find((tag): tag is Language => isLanguage(tag)) ?? DEFAULT_LANGUAGE;
