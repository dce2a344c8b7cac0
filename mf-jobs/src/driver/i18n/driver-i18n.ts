import { createInstance, type i18n } from 'i18next';
import type { en } from './en';

export const DRIVER_LANGUAGES = ['sv', 'en'] as const;
export type DriverLanguage = (typeof DRIVER_LANGUAGES)[number];

export type DriverMessages = typeof en;

// Each catalogue is a chunk of its own: a phone downloads the language it speaks, and the other
// only when the driver switches to it.
const CATALOGUES: Record<DriverLanguage, () => Promise<DriverMessages>> = {
  en: () => import('./en').then((module) => module.en),
  sv: () => import('./sv').then((module) => module.sv),
};

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

/** An i18next instance of its own, in the driver's language: the app never touches a global one. */
export const loadDriverI18n = async (language: DriverLanguage): Promise<i18n> => {
  const instance = createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: await CATALOGUES[language]() } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
};

/** Speaks another language, fetching its catalogue the first time. */
export const switchDriverLanguage = async (instance: i18n, language: DriverLanguage): Promise<void> => {
  if (!instance.hasResourceBundle(language, 'translation'))
    instance.addResourceBundle(language, 'translation', await CATALOGUES[language]());
  await instance.changeLanguage(language);
};
