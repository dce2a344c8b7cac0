import { luhnValid } from './luhn';
import { isPersonalIdentityNumber, isPhoneNumber } from './swedish-fleet';

/**
 * Each check answers `null` when the value is good, else a sentence saying what is wrong, so the
 * form and the API show the same message. `is…` wrappers answer a boolean.
 */
export type ValidationProblem = string | null;

const compact = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * Swedish organisation number (NNNNNN-NNNN, optionally with the "16" century prefix). Legal
 * entities have a third digit of 2 or more; sole traders use their personal identity number,
 * which is accepted too.
 */
export const organisationNumberProblem = (value: string): ValidationProblem => {
  const text = value.trim();
  const match = /^(16)?(\d{6})-?(\d{4})$/.exec(text);
  if (!match) return `Organisation number ${text} must be 10 digits written NNNNNN-NNNN`;
  const digits = `${match[2]}${match[3]}`;
  if (Number(digits[2]) < 2) {
    if (match[1]) return `Organisation number ${text} has a 16 prefix but is not a legal entity's number`;
    if (isPersonalIdentityNumber(digits)) return null;
    if (!luhnValid(digits)) return `Organisation number ${text} has a wrong check digit`;
    return `Organisation number ${text} is neither a legal entity's number (third digit 2 or more) nor a personal identity number`;
  }
  return luhnValid(digits) ? null : `Organisation number ${text} has a wrong check digit`;
};

/** NNNNNN-NNNN, the way Bolagsverket prints it. */
export const formatOrganisationNumber = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(-10);
  return digits.length === 10 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : value.trim();
};

/** IBAN lengths per country (SWIFT IBAN registry), for the countries a Nordic haulier meets. */
export const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  UA: 29,
  TR: 26,
};

const mod97 = (text: string): number => {
  let rest = 0;
  for (const char of text) {
    const code = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of code) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
};

export const ibanProblem = (value: string): ValidationProblem => {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban))
    return `IBAN ${value.trim()} must start with a country code and two check digits, e.g. SE45 5000 0000 0583 9825 7466`;
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return `IBAN ${value.trim()} has an unknown country code ${country}`;
  if (iban.length !== length) return `IBAN ${value.trim()} must be ${length} characters for ${country}, not ${iban.length}`;
  return mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1 ? null : `IBAN ${value.trim()} has wrong check digits`;
};

/** Bankgiro: 7 or 8 digits written NNN-NNNN or NNNN-NNNN, with a Luhn check digit. */
export const bankgiroProblem = (value: string): ValidationProblem => {
  const text = value.trim();
  if (!/^\d{3,4}-?\d{4}$/.test(text)) return `Bankgiro number ${text} must be 7 or 8 digits written NNN-NNNN or NNNN-NNNN`;
  return luhnValid(compact(text)) ? null : `Bankgiro number ${text} has a wrong check digit`;
};

/** Plusgiro: 2 to 8 digits, usually written with a dash before the check digit (4 12 34-5). */
export const plusgiroProblem = (value: string): ValidationProblem => {
  const text = value.trim();
  const digits = compact(text);
  if (!/^\d{2,8}$/.test(digits) || !/^[\d\s-]+$/.test(text)) return `Plusgiro number ${text} must be 2 to 8 digits, e.g. 4 12 34-5`;
  return luhnValid(digits) ? null : `Plusgiro number ${text} has a wrong check digit`;
};

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/;

export const emailProblem = (value: string): ValidationProblem =>
  EMAIL.test(value.trim()) ? null : `${value.trim() || 'An empty value'} is not an e-mail address`;

/** A comma (or semicolon) separated list of e-mail addresses, as typed in a CC field. */
export const splitEmailList = (value: string): string[] =>
  value
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);

export const emailListProblem = (value: string): ValidationProblem => {
  const bad = splitEmailList(value).filter((email) => emailProblem(email) !== null);
  if (bad.length === 0) return null;
  return bad.length === 1 ? `${bad[0]} is not an e-mail address` : `${bad.join(', ')} are not e-mail addresses`;
};

export const phoneProblem = (value: string): ValidationProblem =>
  isPhoneNumber(value) ? null : `${value.trim() || 'An empty value'} is not a phone number (e.g. +46 70 123 45 67)`;

const EU_VAT = /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SI|SK|XI)[0-9A-Z+*]{2,13}$/;

/** Swedish VAT numbers are SE + the organisation number + 01; other EU numbers are checked loosely. */
export const vatNumberProblem = (value: string): ValidationProblem => {
  const vat = value.replace(/[\s.-]/g, '').toUpperCase();
  if (vat.startsWith('SE')) {
    const match = /^SE(\d{10})01$/.exec(vat);
    if (!match) return `VAT number ${value.trim()} must be SE, the 10-digit organisation number and 01 (e.g. SE556036079301)`;
    return organisationNumberProblem(match[1]!) === null
      ? null
      : `VAT number ${value.trim()} contains an organisation number with a wrong check digit`;
  }
  return EU_VAT.test(vat) ? null : `VAT number ${value.trim()} must start with an EU country code followed by 2 to 13 letters or digits`;
};

/** The VAT number that goes with a Swedish organisation number. */
export const swedishVatNumber = (organisationNumber: string): string => `SE${organisationNumber.replace(/\D/g, '').slice(-10)}01`;

export const isOrganisationNumber = (value: string): boolean => organisationNumberProblem(value) === null;
export const isIban = (value: string): boolean => ibanProblem(value) === null;
export const isBankgiro = (value: string): boolean => bankgiroProblem(value) === null;
export const isPlusgiro = (value: string): boolean => plusgiroProblem(value) === null;
export const isEmail = (value: string): boolean => emailProblem(value) === null;
export const isVatNumber = (value: string): boolean => vatNumberProblem(value) === null;
