import { createInstance, type i18n } from 'i18next';
import { en } from './en';
import { sv } from './sv';

export const DRIVER_LANGUAGES = ['sv', 'en'] as const;
export type DriverLanguage = (typeof DRIVER_LANGUAGES)[number];

export const DRIVER_CATALOGUES = { en, sv } as const;

const LANGUAGE_KEY = 'haulage:driver-language';

/** The driver's choice kept on the phone, else the phone's own language if Swedish, else English. */
export const chosenLanguage = (storage: Pick<Storage, 'getItem'> | null, phoneLanguage: string): DriverLanguage => {
  const kept = storage?.getItem(LANGUAGE_KEY);
  if (kept === 'sv' || kept === 'en') return kept;
  return phoneLanguage.toLowerCase().startsWith('sv') ? 'sv' : 'en';
};

export const keepLanguage = (storage: Pick<Storage, 'setItem'> | null, language: DriverLanguage): void => {
  storage?.setItem(LANGUAGE_KEY, language);
};

/** An i18next instance of its own: the app never touches a global one another screen may set up. */
export const createDriverI18n = (language: DriverLanguage): i18n => {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, sv: { translation: sv } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
};
