import { luhnValid } from './luhn';

/**
 * Swedish registration plates: three letters then three digits, or (since 2019) three letters,
 * two digits and a final letter. I, Q, V, Å, Ä and Ö are never issued. Foreign plates are accepted
 * when `foreign` is set by the caller, so this only checks Swedish ones.
 */
const SWEDISH_PLATE = /^[A-HJ-PR-UW-Z]{3} ?\d{2}[\dA-HJ-PR-UW-Z]$/;

export const normalisePlate = (value: string): string => value.trim().toUpperCase().replace(/\s+/g, '');

export const isSwedishPlate = (value: string): boolean => SWEDISH_PLATE.test(normalisePlate(value));

/**
 * A Swedish personal identity number (personnummer) or coordination number, written with 10 or
 * 12 digits and an optional - or + separator. The last digit is a Luhn check over the last ten.
 */
export const isPersonalIdentityNumber = (value: string): boolean => {
  const match = /^(\d{2})?(\d{6})[-+]?(\d{4})$/.exec(value.trim());
  if (!match) return false;
  const [, , date, serial] = match;
  const month = Number(date!.slice(2, 4));
  const day = Number(date!.slice(4, 6)) % 60; // coordination numbers add 60 to the day
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  return luhnValid(`${date}${serial}`);
};

/** Phone numbers as the office types them: +46 70 123 45 67, 070-123 45 67, 0046701234567. */
export const isPhoneNumber = (value: string): boolean => {
  const compact = value.replace(/[\s\-()]/g, '');
  return /^(\+|00)?\d{7,15}$/.test(compact);
};
