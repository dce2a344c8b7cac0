import { useForm } from 'react-hook-form';
import { truckInputSchema, truckRules, type Truck, type TruckInput } from '@haulage/shared/contracts';
import { Heading } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { bindFields, EntityFormFrame, hasWarnings, useApiSubmit, useLeaveGuard } from '@haulage/shared/area-kit';
import type { FleetFormProps } from '../../../lib/fleet-form';
import { toTruckPayload, type TruckFormValues } from '../model/truck-form';
import { TruckDriversField } from './truck-drivers-field';
import { TruckIdentityFields } from './truck-identity-fields';
import { TruckPaperFields } from './truck-paper-fields';
import { TruckPhotoField } from './truck-photo-field';

const resolver = payloadResolver<TruckFormValues, typeof truckInputSchema>(truckInputSchema, toTruckPayload, [truckRules]);
const FIELDS = Object.keys(truckInputSchema.shape);

interface Props extends FleetFormProps<TruckFormValues, TruckInput, Truck> {
  photoUrl?: string | null;
}

/** The add and edit form: the contract's schema and rules on the client, the API's messages on the fields. */
export const TruckForm = ({ defaultValues, photoUrl = null, save, successMessage, onSaved, onCancel }: Props) => {
  const { register, control, handleSubmit, setError, setValue, getValues, reset, watch, formState } = useForm<
    TruckFormValues,
    unknown,
    TruckInput
  >({
    defaultValues,
    resolver,
  });
  const { submit, warnings, alert, dismissAlert } = useApiSubmit<TruckFormValues>({ setError, fields: FIELDS, successMessage, watch });
  const guard = useLeaveGuard(formState.isDirty);
  const onValid = async (payload: TruckInput) => {
    const response = await submit(() => save(payload));
    if (!response) return;
    // Saved: nothing is unsaved any more. A flagged save stays so the user reads the flag at its field.
    reset(getValues());
    if (hasWarnings(response)) return;
    guard.release();
    onSaved(response.data);
  };
  const field = bindFields({ register, formState, warnings });
  return (
    <EntityFormFrame form={{ onSubmit: handleSubmit(onValid), alert, dismissAlert, guard, formState }} label="Truck" onCancel={onCancel}>
      <TruckIdentityFields field={field} />
      <TruckDriversField control={control} />
      <TruckPhotoField currentUrl={photoUrl} onUploaded={(id) => setValue('profilePhoto', id, { shouldDirty: true })} />
      <Heading as="h2" size="sm">
        Inspections, insurance and notes
      </Heading>
      <TruckPaperFields field={field} />
    </EntityFormFrame>
  );
};
