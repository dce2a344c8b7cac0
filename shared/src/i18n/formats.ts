import { OFFICE_TIME_ZONE } from '../contracts/office-clock';
import type { Language } from '../contracts/languages';

/**
 * Dates, times and amounts as a customer reads them in their language: Swedish in ISO order and
 * "1 234,50 kr", English as "27 Nov 2026" and "SEK 1,234.50". Instants are shown on the office's
 * clock (Europe/Stockholm), where the jobs run, whatever the reader's own zone.
 */
export interface Formats {
  date: (value: string | Date) => string;
  dateTime: (value: string | Date) => string;
  time: (value: string | Date) => string;
  /** An amount in öre, always with its öre: what a customer reads is a price, to the öre. */
  money: (ore: number, currency?: string) => string;
  /** A measured figure (a volume in m³) with the reader's decimal sign, up to three decimals, ungrouped as weights are printed. */
  quantity: (value: number) => string;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-GB' };

const toDate = (value: string | Date): Date =>
  typeof value === 'string' && CALENDAR_DATE.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);

export const formatsFor = (language: Language): Formats => {
  const locale = LOCALES[language];
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: OFFICE_TIME_ZONE,
    ...(language === 'sv' ? { year: 'numeric', month: '2-digit', day: '2-digit' } : { year: 'numeric', month: 'short', day: 'numeric' }),
  });
  const time = new Intl.DateTimeFormat(locale, { timeZone: OFFICE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const money = (ore: number, currency = 'SEK') => {
    const text = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(ore / 100);
    // Swedish writes its own currency as "kr" and groups with a space, never a non-breaking one a text message mangles.
    const plain = text.replace(/[\u00a0\u202f]/g, ' ');
    return language === 'sv' && currency === 'SEK' ? plain.replace('SEK', 'kr') : plain;
  };
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false });
  return {
    date: (value) => date.format(toDate(value)),
    time: (value) => time.format(toDate(value)),
    dateTime: (value) => `${date.format(toDate(value))}${language === 'sv' ? ' ' : ', '}${time.format(toDate(value))}`,
    money,
    quantity: (value) => quantity.format(value),
  };
};
