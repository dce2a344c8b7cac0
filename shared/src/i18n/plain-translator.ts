import { DEFAULT_LANGUAGE, type Language } from '../contracts/languages';
import type { Catalogue, Messages } from './translator';

export type PlainTranslate = (key: string, values?: Record<string, string | number>) => string;

const lookup = (messages: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};

/**
 * The catalogue read without i18next, for a public page held to a JavaScript budget (the tracking
 * page: ≤ 150 KB with React and the shell's start): nested keys, `{{name}}` placeholders and the
 * Swedish fallback as `createTranslator` does, no plurals. The same catalogues serve both.
 */
export const createPlainTranslator =
  (language: Language, catalogue: Catalogue): PlainTranslate =>
  (key, values = {}) => {
    const text = lookup(catalogue[language], key) ?? lookup(catalogue[DEFAULT_LANGUAGE], key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
