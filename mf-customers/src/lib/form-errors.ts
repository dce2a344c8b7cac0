import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorData } from '@haulage/shared/api';

export const isApiErrorData = (value: unknown): value is ApiErrorData =>
  typeof value === 'object' && value !== null && 'fieldErrors' in value && 'message' in value;

/**
 * Puts the API's field errors (Strapi `details.errors`) on the form's fields. Returns whether any
 * landed on a known field; when none did, the caller shows the message as a toast instead.
 */
export const applyApiFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): boolean => {
  if (!isApiErrorData(error)) return false;
  let placed = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    // Envelope paths may be prefixed with "data" (the request body's wrapper).
    const field = path.replace(/^data\./, '');
    if (knownFields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
};

export const errorMessage = (error: unknown, fallback = 'Something went wrong'): string =>
  isApiErrorData(error) ? error.message : error instanceof Error ? error.message : fallback;
