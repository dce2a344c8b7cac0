import { parseDecimal, toDateTimeInput } from '@haulage/shared/format';

// Inputs hold strings; the API wants nulls, numbers and instants. These are the conversions the
// job form's mapping is built from.

/** A cleared input is null to the API; everything else is trimmed. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export const nullToBlank = (value: string | number | null | undefined): string => (value == null ? '' : String(value));

/**
 * "12 500,5" → 12500.5; blank → null. Text that is no number becomes NaN so the contract's schema
 * names the field ("Weight must be a number") instead of the value silently vanishing.
 */
export const inputToNumber = (text: string): number | null => {
  if (text.trim() === '') return null;
  return parseDecimal(text) ?? Number.NaN;
};

/** A datetime-local value (the browser's zone) → an ISO instant; unreadable text is passed on for the schema to name. */
export const localToIso = (text: string): string | null => {
  const value = text.trim();
  if (value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/** An ISO instant → the datetime-local value the input edits; missing → blank. */
export const isoToLocal = (iso: string | null | undefined): string => (iso ? toDateTimeInput(new Date(iso)) : '');
