import {
  TYRE_AXLES,
  TYRE_SEASONS,
  tyreSetInputSchema,
  type ItemResponse,
  type TyreSet,
  type TyreSetInput,
} from '@haulage/shared/contracts';
import { payloadResolver } from '@haulage/shared/forms';
import { DateField, NumberField, SelectField, SimpleGrid, TextareaField, TextField } from '@haulage/shared/ui';
import { optionsOf } from '../../../lib/options';
import { bindFields, EntityFormFrame, useEntityForm } from '@haulage/shared/area-kit';
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
  const form = useEntityForm({
    resolver: payloadResolver<TyreFormValues, typeof tyreSetInputSchema>(tyreSetInputSchema, (values) =>
      toTyrePayload(truckDocumentId, values),
    ),
    defaultValues,
    fields: TYRE_FORM_FIELDS,
    successMessage,
    save: (payload) => save(tyreRequestBody(payload)),
    onSaved: onDone,
  });
  const field = bindFields(form);
  return (
    <EntityFormFrame form={form} label={title} submitLabel="Save tyre set" onCancel={onDone} gap="4" borderWidth="1px" rounded="card" p="4">
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="25px">
        <SelectField label="Axle" required options={optionsOf(TYRE_AXLES)} {...field('axle')} />
        <SelectField label="Season" required options={optionsOf(TYRE_SEASONS)} {...field('season')} />
        <TextField label="Brand" required {...field('brand')} />
        <TextField label="Model" {...field('model')} />
        <TextField label="Size" required placeholder="385/65R22.5" {...field('size')} />
        <NumberField label="Tread depth (mm)" min={0} max={30} step={0.1} {...field('treadDepthMm')} />
        <DateField label="DOT date" {...field('dotDate')} />
      </SimpleGrid>
      <TextareaField label="Note" rows={2} {...field('note')} />
    </EntityFormFrame>
  );
};
