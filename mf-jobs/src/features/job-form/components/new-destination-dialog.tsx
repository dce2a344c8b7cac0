import { useForm } from 'react-hook-form';
import { destinationInputSchema, type Destination, type DestinationInput } from '@haulage/shared/contracts';
import { TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { FieldsDialog, useApiSubmit, usePlatform } from '@haulage/shared/area-kit';
import { useCreateDestinationMutation } from '#lib';
import {
  DESTINATION_FORM_FIELDS,
  emptyDestinationForm,
  formToDestinationPayload,
  type DestinationFormValues,
} from '../model/destination-form';

const resolver = payloadResolver(destinationInputSchema, formToDestinationPayload);

export interface NewDestinationDialogProps {
  onClose: () => void;
  onCreated: (destination: Destination) => void;
}

/** A place the job needs that is not listed yet; the API geocodes the address or says it cannot. */
export const NewDestinationDialog = ({ onClose, onCreated }: NewDestinationDialogProps) => {
  const { feedback } = usePlatform();
  const [createDestination] = useCreateDestinationMutation();
  const { register, handleSubmit, setError, watch, formState } = useForm<DestinationFormValues, unknown, DestinationInput>({
    defaultValues: emptyDestinationForm(),
    resolver,
  });
  // A refused address (INVALID_ADDRESS_MESSAGE) comes back on `address` and is shown there.
  const { submit: write, alert, dismissAlert } = useApiSubmit<DestinationFormValues>({ setError, fields: DESTINATION_FORM_FIELDS, watch });
  const save = handleSubmit(async (data) => {
    const created = await write(() => createDestination(data).unwrap());
    if (!created) return;
    feedback.toast('success', 'Destination is created successfully');
    onCreated(created.data);
    onClose();
  });
  const errors = formState.errors;

  // The dialog's form keeps this submit out of the job form the dialog is opened from.
  return (
    <FieldsDialog
      title="New destination"
      submitLabel="Create destination"
      busy={formState.isSubmitting}
      onSubmit={save}
      onClose={onClose}
      alert={alert}
      onDismissAlert={dismissAlert}
    >
      <TextField label="Name" required registration={register('name')} error={errors.name} />
      <TextField label="Address" registration={register('address')} error={errors.address} />
      <TextField label="Postcode" registration={register('postcode')} error={errors.postcode} placeholder="411 05" />
      <TextField label="City" registration={register('city')} error={errors.city} />
    </FieldsDialog>
  );
};
