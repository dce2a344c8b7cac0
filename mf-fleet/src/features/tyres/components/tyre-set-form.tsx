import {
  TYRE_AXLES,
  TYRE_SEASONS,
  tyreSetInputSchema,
  type ItemResponse,
  type TyreSet,
  type TyreSetInput,
} from '@haulage/shared/contracts';
import { payloadResolver } from '@haulage/shared/forms';
import { Button, DateField, HStack, NumberField, SelectField, SimpleGrid, Stack, TextareaField, TextField } from '@haulage/shared/ui';
import { optionsOf } from '../../../lib/options';
import { FormAlert, useEntityForm } from '@haulage/shared/area-kit';
import { TYRE_FORM_FIELDS, toTyrePayload, tyreRequestBody, type TyreFormValues } from '../model/tyre-form';

interface Props {
  truckDocumentId: string;
  title: string;
  defaultValues: TyreFormValues;
  save: (body: Partial<TyreSetInput>) => Promise<ItemResponse<TyreSet>>;
  successMessage: string;
  onDone: () => void;
}

/** Add or edit one tyre set of a truck, validated with the contract's schema. */
export const TyreSetForm = ({ truckDocumentId, title, defaultValues, save, successMessage, onDone }: Props) => {
  const { register, formState, onSubmit, guard, warnings, alert, dismissAlert } = useEntityForm({
    resolver: payloadResolver<TyreFormValues, typeof tyreSetInputSchema>(tyreSetInputSchema, (values) =>
      toTyrePayload(truckDocumentId, values),
    ),
    defaultValues,
    fields: TYRE_FORM_FIELDS,
    successMessage,
    save: (payload) => save(tyreRequestBody(payload)),
    onSaved: onDone,
  });
  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="4" borderWidth="1px" rounded="card" p="4">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="25px">
          <SelectField label="Axle" required options={optionsOf(TYRE_AXLES)} registration={register('axle')} error={errors.axle} />
          <SelectField label="Season" required options={optionsOf(TYRE_SEASONS)} registration={register('season')} error={errors.season} />
          <TextField label="Brand" required registration={register('brand')} error={errors.brand} />
          <TextField label="Model" registration={register('model')} error={errors.model} />
          <TextField label="Size" required registration={register('size')} error={errors.size} placeholder="385/65R22.5" />
          <NumberField
            label="Tread depth (mm)"
            min={0}
            max={30}
            step={0.1}
            registration={register('treadDepthMm')}
            error={errors.treadDepthMm}
            warning={warnings.treadDepthMm}
          />
          <DateField label="DOT date" registration={register('dotDate')} error={errors.dotDate} />
        </SimpleGrid>
        <TextareaField label="Note" rows={2} registration={register('note')} error={errors.note} />
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={formState.isSubmitting}>
            Save tyre set
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              if (guard.confirmLeave()) onDone();
            }}
          >
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
};
