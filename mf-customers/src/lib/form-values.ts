// Inputs hold strings; the API wants null for a cleared field. Kept apart from the resolver so
// list-only code does not pull the form libraries into the first visit.
/** A cleared input is null to the API; everything else is trimmed. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export const nullToBlank = (value: string | number | null | undefined): string => (value == null ? '' : String(value));
