import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { ItemResponse } from '@haulage/shared/contracts';
import { useEntityForm, type EntityForm } from '@haulage/shared/area-kit';

/**
 * A fleet entry's add or edit form. The form saves and toasts itself, since the API's warnings on
 * the saved entry (a plate already in use) must reach its fields; the page says where to go next.
 */
export interface FleetFormProps<V, P, E> {
  defaultValues: V;
  save: (payload: P) => Promise<ItemResponse<E>>;
  successMessage: string;
  onSaved: (entry: E) => void;
  onCancel: () => void;
}

export const useFleetForm = <V extends FieldValues, P, E>(
  resolver: Resolver<V, unknown, P>,
  fields: readonly string[],
  { defaultValues, save, successMessage, onSaved }: Omit<FleetFormProps<V, P, E>, 'onCancel'>,
): EntityForm<V, P> =>
  useEntityForm({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
    fields,
    successMessage,
    save,
    onSaved: (response) => onSaved(response.data),
  });
