import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormWatch } from 'react-hook-form';
import type { ItemResponse } from '@haulage/shared/contracts';
import { planApiError, planWarnings, type FieldAliases } from './api-errors';
import { usePlatform } from './platform-provider';

export interface ApiSubmitOptions<F extends FieldValues> {
  setError: UseFormSetError<F>;
  /** The fields the form shows; the API's messages for other paths go to the page alert. */
  fields: readonly string[];
  /** Toasted on success; leave it out when the caller reports success itself. */
  successMessage?: string;
  /** API field names the form calls otherwise, e.g. `{ trailer: 'other' }`. */
  aliases?: FieldAliases;
  /** The form's `watch`: a field's warning stays until the user edits that field. */
  watch?: UseFormWatch<F>;
}

/** A message for the whole form, shown until the user dismisses it or submits again. */
export interface PageAlert {
  status: 'error' | 'warning';
  messages: string[];
}

export interface ApiSubmit {
  /** Runs a write; resolves its response, or null when it failed. */
  submit: <R>(write: () => Promise<R>) => Promise<R | null>;
  /** Field → the API's warning (e.g. an odometer reading lower than before). */
  warnings: Readonly<Record<string, string>>;
  alert: PageAlert | null;
  dismissAlert: () => void;
}

type WriteResult = Pick<ItemResponse<unknown>, 'meta'> | null | undefined;

/** True when a write was saved but flagged (`meta.warnings`): the form should stay and show why. */
export const hasWarnings = (response: unknown): boolean => ((response as WriteResult)?.meta?.warnings?.length ?? 0) > 0;

/**
 * Runs a write and reports it the product's way: a success toast; the API's field errors and
 * `meta.warnings` at their fields; anything without a field in a page alert that stays until
 * dismissed. A toast lasts 1.5 s, too short to read a refusal, so refusals never go only there.
 */
export const useApiSubmit = <F extends FieldValues>({
  setError,
  fields,
  successMessage,
  aliases,
  watch,
}: ApiSubmitOptions<F>): ApiSubmit => {
  const { feedback } = usePlatform();
  const [warnings, setWarnings] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<PageAlert | null>(null);

  useEffect(() => {
    if (!watch) return undefined;
    const subscription = watch((_values, { name }) => {
      const field = name?.split('.')[0];
      if (!field) return;
      setWarnings((current) => {
        if (!(field in current)) return current;
        const { [field]: _gone, ...rest } = current;
        return rest;
      });
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const submit = useCallback(
    async <R>(write: () => Promise<R>): Promise<R | null> => {
      setAlert(null);
      setWarnings({});
      try {
        const response = await write();
        if (successMessage) feedback.toast('success', successMessage);
        const plan = planWarnings(response as WriteResult, fields, aliases);
        setWarnings(Object.fromEntries(plan.fields));
        if (plan.page.length > 0) setAlert({ status: 'warning', messages: plan.page });
        return response;
      } catch (error) {
        const plan = planApiError(error, fields, aliases);
        for (const [field, message] of plan.fields) setError(field as Path<F>, { type: 'server', message }, { shouldFocus: true });
        if (plan.toast) setAlert({ status: 'error', messages: [plan.toast] });
        return null;
      }
    },
    [aliases, feedback, fields, setError, successMessage],
  );
  const dismissAlert = useCallback(() => setAlert(null), []);
  return { submit, warnings, alert, dismissAlert };
};
