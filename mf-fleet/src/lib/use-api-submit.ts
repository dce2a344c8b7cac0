import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ItemResponse } from '@haulage/shared/contracts';
import { planApiError, toastWarnings } from './api-feedback';
import { usePlatform } from './platform';

interface SubmitOptions<F extends FieldValues> {
  setError: UseFormSetError<F>;
  fields: readonly string[];
  successMessage: string;
}

/**
 * Runs a write and reports it the product's way: success toast, warning toasts for `meta.warnings`,
 * the API's field messages on the fields and anything else as an error toast.
 * Resolves the response, or null when the write failed.
 */
export const useApiSubmit = <F extends FieldValues>({ setError, fields, successMessage }: SubmitOptions<F>) => {
  const { feedback } = usePlatform();
  return useCallback(
    async <R extends Pick<ItemResponse<unknown>, 'meta'>>(write: () => Promise<R>): Promise<R | null> => {
      try {
        const response = await write();
        feedback.toast('success', successMessage);
        toastWarnings(feedback, response);
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
