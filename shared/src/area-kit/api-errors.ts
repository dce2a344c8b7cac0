import type { ItemResponse } from '@haulage/shared/contracts';
import { errorMessage, isApiErrorData } from '@haulage/shared/feedback';
import type { FeedbackService } from '@haulage/shared/platform';

// The message for a refused request is decided once, in @haulage/shared/feedback; the kit's helpers and hooks use it.
export { errorMessage, isApiErrorData };

export interface ApiErrorPlan {
  /** Form field → the API's message, for fields the form shows. */
  fields: [string, string][];
  /** What is left for an error toast, or null when every message landed on a field. */
  toast: string | null;
}

/**
 * The form field an API error path belongs to: the request body's `data.` wrapper is dropped and
 * a nested path lands on its first segment ("data.area.name" → "area").
 */
export const fieldOfPath = (path: string): string => path.replace(/^data\./, '').split('.')[0] ?? path;

/** The API's name of a field → the form's, where they differ (a link form's `other` is the API's `trailer`). */
export type FieldAliases = Readonly<Record<string, string>>;

const formFieldOf = (path: string, aliases: FieldAliases): string => {
  const field = fieldOfPath(path);
  return Object.hasOwn(aliases, field) ? aliases[field]! : field;
};

/** Decides where the API's messages go: field errors onto the form's fields, everything else into one message for the page. */
export const planApiError = (error: unknown, formFields: readonly string[], aliases: FieldAliases = {}): ApiErrorPlan => {
  if (!isApiErrorData(error)) return { fields: [], toast: errorMessage(error) };
  const fields: [string, string][] = [];
  const leftOver: string[] = [];
  for (const [path, message] of Object.entries(error.fieldErrors ?? {})) {
    const field = formFieldOf(path, aliases);
    if (formFields.includes(field)) fields.push([field, message]);
    else leftOver.push(message);
  }
  if (fields.length === 0) return { fields, toast: errorMessage(error) };
  return { fields, toast: leftOver.length > 0 ? leftOver.join('; ') : null };
};

export interface WarningPlan {
  /** Form field → the API's warning, for fields the form shows. */
  fields: [string, string][];
  /** Warnings without a field the form shows, for the page. */
  page: string[];
}

/** Where a write's `meta.warnings` go: onto the fields they name, the rest onto the page. */
export const planWarnings = (
  response: Pick<ItemResponse<unknown>, 'meta'> | null | undefined,
  formFields: readonly string[],
  aliases: FieldAliases = {},
): WarningPlan => {
  const plan: WarningPlan = { fields: [], page: [] };
  for (const warning of response?.meta?.warnings ?? []) {
    const field = warning.field ? formFieldOf(warning.field, aliases) : null;
    if (field && formFields.includes(field)) plan.fields.push([field, warning.message]);
    else plan.page.push(warning.message);
  }
  return plan;
};

/** A write may answer `meta.warnings` (e.g. an odometer going backwards): each becomes a warning toast. */
export const toastWarnings = (feedback: FeedbackService, response: Pick<ItemResponse<unknown>, 'meta'> | null | undefined): void => {
  for (const warning of response?.meta?.warnings ?? []) feedback.toast('warning', warning.message);
};
