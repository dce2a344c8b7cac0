import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { useEntityForm, type EntityForm } from './use-entity-form';

/**
 * A create or edit page's form. The page owns the write and what follows it: `onSubmit` saves and
 * resolves with the next step (usually going to the saved entry), which the form runs once the
 * leave guard is off; a rejection lands on the fields and the alert.
 */
export interface PageFormProps<V, P> {
  initial: V;
  onSubmit: (data: P) => Promise<() => void>;
  onCancel: () => void;
}

/** `useEntityForm` for a form whose page saves (see `PageFormProps`); the page toasts success itself. */
export const usePageForm = <V extends FieldValues, P>(
  resolver: Resolver<V, unknown, P>,
  fields: readonly string[],
  { initial, onSubmit }: Pick<PageFormProps<V, P>, 'initial' | 'onSubmit'>,
): EntityForm<V, P> =>
  useEntityForm<V, P, () => void>({
    resolver,
    defaultValues: initial as DefaultValues<V>,
    fields,
    save: onSubmit,
    onSaved: (next) => next(),
  });
