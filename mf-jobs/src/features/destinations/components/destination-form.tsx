import { destinationInputSchema, type Area, type DestinationInput } from '@haulage/shared/contracts';
import { SelectField, SimpleGrid, Stack, TextareaField, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { FormActions, FormAlert, useEntityForm } from '@haulage/shared/area-kit';
import { useGetAreaOptionsQuery } from '#lib';
import { DESTINATION_FORM_FIELDS, toDestinationPayload, type DestinationFormValues } from '../model/destination-form';

const resolver = payloadResolver(destinationInputSchema, toDestinationPayload);

export interface DestinationFormProps {
  initial: DestinationFormValues;
  /** Resolves when saved with where to go next (run once the leave guard is off); a rejection lands on the fields. */
  onSubmit: (data: DestinationInput) => Promise<() => void>;
  onCancel: () => void;
  /** A stored destination's position can be corrected by hand; a new one is geocoded from its address. */
  withCoordinates?: boolean;
  /** The empty choice of the area picker: what happens when no area is chosen. */
  noAreaLabel: string;
  /** The stored area, offered before the area list arrives so the picker shows it at once. */
  currentArea?: Pick<Area, 'documentId' | 'name'> | null;
}

const areaOptionsOf = (areas: readonly Pick<Area, 'documentId' | 'name'>[], current: DestinationFormProps['currentArea']) => {
  const known = current && !areas.some((area) => area.documentId === current.documentId) ? [current, ...areas] : areas;
  return known.map((area) => ({ value: area.documentId, label: area.name }));
};

/** The create and edit form, validated with the contract's schema so the API agrees with it. */
export const DestinationForm = ({
  initial,
  onSubmit,
  onCancel,
  withCoordinates = false,
  noAreaLabel,
  currentArea,
}: DestinationFormProps) => {
  const {
    register,
    formState,
    onSubmit: submit,
    guard,
    alert,
    dismissAlert,
  } = useEntityForm({
    resolver,
    defaultValues: initial,
    fields: DESTINATION_FORM_FIELDS,
    save: onSubmit,
    onSaved: (next) => next(),
  });
  const areas = useGetAreaOptionsQuery();
  const areaOptions = areaOptionsOf(areas.data ?? [], currentArea);
  const errors = formState.errors;

  return (
    <form onSubmit={submit} noValidate aria-label="Destination">
      <Stack gap="6" maxW="4xl">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField label="Name" required registration={register('name')} error={errors.name} />
          <TextField label="Address" registration={register('address')} error={errors.address} placeholder="Stora Nygatan 1" />
          <TextField label="Postcode" registration={register('postcode')} error={errors.postcode} placeholder="411 08" />
          <TextField label="City" registration={register('city')} error={errors.city} />
          <TextField label="Country" registration={register('country')} error={errors.country} helperText="Two letters, e.g. SE" />
          <SelectField label="Area" registration={register('area')} error={errors.area} options={areaOptions} placeholder={noAreaLabel} />
          <TextField
            label="Opening hours"
            registration={register('openingHours')}
            error={errors.openingHours}
            placeholder="Mon–Fri 07–16"
          />
          {withCoordinates ? (
            <>
              <TextField label="Latitude" registration={register('latitude')} error={errors.latitude} placeholder="57.7089" />
              <TextField label="Longitude" registration={register('longitude')} error={errors.longitude} placeholder="11.9746" />
            </>
          ) : null}
        </SimpleGrid>
        <TextareaField label="Notes" rows={3} registration={register('notes')} error={errors.notes} />
        <FormActions submitting={formState.isSubmitting} onCancel={onCancel} guard={guard} />
      </Stack>
    </form>
  );
};
