/**
 * The languages the product speaks to people outside the office: customers and their contacts
 * (texts, e-mails, public pages, documents) and drivers. Swedish first: it is every default.
 */
export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sv';

/** Each language named in itself, so the person who reads it finds it whatever the page's language. */
export const LANGUAGE_LABELS: Record<Language, string> = { sv: 'Svenska', en: 'English' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** A contact without a language of their own reads the customer's. */
export const contactLanguage = (
  contact: { language?: Language | null } | null | undefined,
  customer: { language?: Language | null } | null | undefined,
): Language => contact?.language ?? customer?.language ?? DEFAULT_LANGUAGE;
