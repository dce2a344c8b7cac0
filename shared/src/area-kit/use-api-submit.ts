import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ItemResponse } from '@haulage/shared/contracts';
import { planApiError, toastWarnings } from './api-errors';
import { usePlatform } from './platform-provider';

export interface ApiSubmitOptions<F extends FieldValues> {
  setError: UseFormSetError<F>;
  /** The fields the form shows; the API's messages for other paths go to the toast. */
  fields: readonly string[];
  /** Toasted on success; leave it out when the caller reports success itself. */
  successMessage?: string;
}

type WriteResult = Pick<ItemResponse<unknown>, 'meta'> | null | undefined | void;

/**
 * Runs a write and reports it the product's way: success toast, a warning toast per
 * `meta.warnings`, the API's field messages on the fields and anything else as an error toast.
 * Resolves the response, or null when the write failed.
 */
export const useApiSubmit = <F extends FieldValues>({ setError, fields, successMessage }: ApiSubmitOptions<F>) => {
  const { feedback } = usePlatform();
  return useCallback(
    async <R extends WriteResult | unknown>(write: () => Promise<R>): Promise<R | null> => {
      try {
        const response = await write();
        if (successMessage) feedback.toast('success', successMessage);
        toastWarnings(feedback, response as WriteResult || undefined);
        return response;
      } catch (error) {
        const plan = planApiError(error, fields);
        for (const [field, message] of plan.fields) setError(field as Path<F>, { type: 'server', message }, { shouldFocus: true });
        if (plan.toast) feedback.toast('error', plan.toast);
        return null;
      }
    },
    [feedback, fields, setError, successMessage],
  );
};
