import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '../contracts/languages';

/** A surface's messages: nested keys, i18next's `{{name}}` placeholders and `_one`/`_other` plurals. */
export interface Messages {
  [key: string]: string | Messages;
}

/** One surface (the tracking page, notifications, the CMR, …) in every language the product speaks. */
export type Catalogue<M extends Messages = Messages> = Record<Language, M>;

export type Translate = TFunction;

/**
 * A translator of its own for one language and one catalogue: the API renders texts for many
 * customers at once, and a page must never change a language another screen has set, so no global
 * i18next instance is used. A key missing in a language falls back to Swedish, the default.
 */
export const createTranslator = (language: Language, catalogue: Catalogue): Translate => {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { sv: { translation: catalogue.sv }, en: { translation: catalogue.en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
};

/**
 * One translator per language for a catalogue, made the first time a language is asked for: an
 * i18next instance is not free to make, and the API writes the same surface for many readers.
 */
export const translatorsOf = (catalogue: Catalogue): ((language: Language) => Translate) => {
  const made = new Map<Language, Translate>();
  return (language) => {
    let t = made.get(language);
    if (!t) made.set(language, (t = createTranslator(language, catalogue)));
    return t;
  };
};
