import { destinationInputSchema, type Area, type DestinationInput } from '@haulage/shared/contracts';
import { SelectField, SimpleGrid, TextareaField, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { bindFields, EntityFormFrame, usePageForm, type PageFormProps } from '@haulage/shared/area-kit';
import { useGetAreaOptionsQuery } from '#lib';
import { DESTINATION_FORM_FIELDS, toDestinationPayload, type DestinationFormValues } from '../model/destination-form';

const resolver = payloadResolver(destinationInputSchema, toDestinationPayload);

export interface DestinationFormProps extends PageFormProps<DestinationFormValues, DestinationInput> {
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
export const DestinationForm = ({ withCoordinates = false, noAreaLabel, currentArea, ...props }: DestinationFormProps) => {
  const form = usePageForm(resolver, DESTINATION_FORM_FIELDS, props);
  const field = bindFields(form);
  const areas = useGetAreaOptionsQuery();
  const areaOptions = areaOptionsOf(areas.data ?? [], currentArea);

  return (
    <EntityFormFrame form={form} label="Destination" onCancel={props.onCancel} maxW="4xl">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Name" required {...field('name')} />
        <TextField label="Address" placeholder="Stora Nygatan 1" {...field('address')} />
        <TextField label="Postcode" placeholder="411 08" {...field('postcode')} />
        <TextField label="City" {...field('city')} />
        <TextField label="Country" helperText="Two letters, e.g. SE" {...field('country')} />
        <SelectField label="Area" options={areaOptions} placeholder={noAreaLabel} {...field('area')} />
        <TextField label="Opening hours" placeholder="Mon–Fri 07–16" {...field('openingHours')} />
        {withCoordinates ? (
          <>
            <TextField label="Latitude" placeholder="57.7089" {...field('latitude')} />
            <TextField label="Longitude" placeholder="11.9746" {...field('longitude')} />
          </>
        ) : null}
      </SimpleGrid>
      <TextareaField label="Notes" rows={3} {...field('notes')} />
    </EntityFormFrame>
  );
};
