import { NETWORK_ERROR_MESSAGE, type ApiErrorData } from '@haulage/shared/api';
import type { ItemResponse } from '@haulage/shared/contracts';
import type { FeedbackService } from '@haulage/shared/platform';

export interface ApiErrorPlan {
  /** Field name → the API's message, for fields the form shows. */
  fields: [string, string][];
  /** What is left for an error toast, or null when every message landed on a field. */
  toast: string | null;
}

const isErrorData = (value: unknown): value is ApiErrorData =>
  typeof value === 'object' && value !== null && typeof (value as ApiErrorData).message === 'string';

/**
 * Decides where the API's messages go: field errors onto the form's fields (the first path segment,
 * e.g. "area.name" → "area"), everything else into one toast.
 */
export const planApiError = (error: unknown, formFields: readonly string[]): ApiErrorPlan => {
  if (!isErrorData(error)) return { fields: [], toast: NETWORK_ERROR_MESSAGE };
  const fields: [string, string][] = [];
  const leftOver: string[] = [];
  for (const [path, message] of Object.entries(error.fieldErrors ?? {})) {
    const field = path.split('.')[0] ?? path;
    if (formFields.includes(field)) fields.push([field, message]);
    else leftOver.push(message);
  }
  if (fields.length === 0) return { fields, toast: error.message };
  return { fields, toast: leftOver.length > 0 ? leftOver.join('; ') : null };
};

/** A write may answer `meta.warnings` (e.g. an odometer going backwards): each becomes a warning toast. */
export const toastWarnings = (feedback: FeedbackService, response: Pick<ItemResponse<unknown>, 'meta'> | undefined): void => {
  for (const warning of response?.meta?.warnings ?? []) feedback.toast('warning', warning.message);
};
