import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useLeaveGuard, type LeaveGuard } from '@haulage/shared/forms';
import type { FieldAliases } from './api-errors';
import { useApiSubmit, type ApiSubmit } from './use-api-submit';

export interface EntityFormOptions<V extends FieldValues, P, R> {
  /** Usually `payloadResolver(schema, toPayload, rules)`: `save` receives the API payload. */
  resolver: Resolver<V, unknown, P>;
  defaultValues: DefaultValues<V>;
  /** The fields the form shows; the API's messages for other paths go to the form's alert. */
  fields: readonly string[];
  /** Toasted on success; leave it out when `save` or `onSaved` reports success itself. */
  successMessage?: string;
  aliases?: FieldAliases;
  /** The write; a rejection lands on the fields and the alert. */
  save: (payload: P) => Promise<R>;
  /** Runs after a successful save with the leave guard already off, so it may navigate away. */
  onSaved?: (result: R) => void;
  /** An add form that stays on its page: after a save it is emptied (to `defaultValues`) for the next entry. */
  resetOnSaved?: boolean;
  /** False for a small add form in a page section, whose few typed values are not worth a question on leaving. */
  guardLeave?: boolean;
}

export type EntityForm<V extends FieldValues, P> = UseFormReturn<V, unknown, P> &
  Omit<ApiSubmit, 'submit'> & {
    /** The `<form>`'s `onSubmit`: validates, saves and reports the product's way, then `onSaved`. */
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
    /** Asks before unsaved changes are lost; hand it to `FormActions`. */
    guard: LeaveGuard;
  };

/**
 * A create or edit form of one entity: react-hook-form with the contract's resolver, the write
 * reported by `useApiSubmit`, and the leave guard, released before `onSaved` so that going to the
 * saved entity does not ask "Leave without saving?".
 */
export const useEntityForm = <V extends FieldValues, P, R>({
  resolver,
  defaultValues,
  fields,
  successMessage,
  aliases,
  save,
  onSaved,
  resetOnSaved = false,
  guardLeave = true,
}: EntityFormOptions<V, P, R>): EntityForm<V, P> => {
  const form = useForm<V, unknown, P>({ defaultValues, resolver });
  const { submit, ...reports } = useApiSubmit<V>({ setError: form.setError, fields, successMessage, aliases, watch: form.watch });
  const guard = useLeaveGuard(guardLeave && form.formState.isDirty);
  const onSubmit = form.handleSubmit(async (payload) => {
    const result = await submit(() => save(payload));
    if (result === null) return;
    guard.release();
    if (resetOnSaved) form.reset();
    onSaved?.(result);
  });
  return { ...form, ...reports, onSubmit, guard };
};
