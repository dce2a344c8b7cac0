import { areaInputSchema, type AreaInput } from '@haulage/shared/contracts';
import { SimpleGrid, TextareaField, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { bindFields, EntityFormFrame, usePageForm, type PageFormProps } from '@haulage/shared/area-kit';
import { AREA_FORM_FIELDS, toAreaPayload, type AreaFormValues } from '../model/area-form';

const resolver = payloadResolver(areaInputSchema, toAreaPayload);

export type AreaFormProps = PageFormProps<AreaFormValues, AreaInput>;

/** The create and edit form, validated with the contract's schema so the API agrees with it. */
export const AreaForm = (props: AreaFormProps) => {
  const form = usePageForm(resolver, AREA_FORM_FIELDS, props);
  const field = bindFields(form);
  return (
    <EntityFormFrame form={form} label="Area" onCancel={props.onCancel} maxW="2xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Name" required placeholder="Göteborg" {...field('name')} />
        <TextField label="Code" placeholder="GBG" helperText="A short code for boards and reports" {...field('code')} />
      </SimpleGrid>
      <TextareaField label="Description" rows={3} {...field('description')} />
    </EntityFormFrame>
  );
};
