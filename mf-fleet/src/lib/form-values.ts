/**
 * Inputs hold strings; the API wants null for a cleared field and numbers for numeric ones.
 * These helpers are the one place that conversion happens.
 */
export const blankToNull = (value: unknown): unknown => {
  if (typeof value !== 'string') return value ?? null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** A number input's value: '' → null, '12' → 12, anything else is passed on for the schema to reject. */
export const toNumberOrNull = (value: unknown): unknown => {
  if (value === '' || value == null) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  const n = Number(String(value).trim());
  return Number.isNaN(n) ? value : n;
};

export const nullToBlank = (value: string | number | null | undefined): string => (value == null ? '' : String(value));

/** Maps every string field of a form to null when blank, keeping the other values. */
export const blanksToNull = <T extends Record<string, unknown>>(values: T): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, blankToNull(value)]));
