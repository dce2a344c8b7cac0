import { trailerLinkInputSchema } from '@haulage/shared/contracts';
import { SelectField, SimpleGrid, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { bindFields, EntityFormFrame, useEntityForm } from '@haulage/shared/area-kit';
import { useCreateTrailerLinkMutation } from '../api/create-trailer-link';
import { useGetLinkOptionsQuery } from '../api/get-link-options';
import { useGetOpenLinksQuery } from '../api/get-open-links';
import { markLinkOptions } from '../model/link-options';
import { nowForInput, toLinkPayload, type LinkFormValues } from '../model/trailer-links';

const LINK_FIELDS = ['other', 'linkedFrom', 'note'];

interface Props {
  by: 'truck' | 'trailer';
  documentId: string;
}

/** Couples a trailer to a truck from either page; the API refuses a second open link for a trailer. */
export const NewLinkForm = ({ by, documentId }: Props) => {
  const otherResource = by === 'truck' ? 'trailers' : 'trucks';
  const otherLabel = by === 'truck' ? 'Trailer' : 'Truck';
  const { data: options = [] } = useGetLinkOptionsQuery(otherResource);
  const { data: openLinks = [] } = useGetOpenLinksQuery();
  const [createLink] = useCreateTrailerLinkMutation();
  const resolver = payloadResolver<LinkFormValues, typeof trailerLinkInputSchema>(trailerLinkInputSchema, (values) =>
    toLinkPayload(by, documentId, values),
  );
  // The API names the picked end `trailer` or `truck`; on this form it is the `other` picker.
  const form = useEntityForm({
    resolver,
    defaultValues: { other: '', linkedFrom: nowForInput(), note: '' },
    fields: LINK_FIELDS,
    aliases: { [by === 'truck' ? 'trailer' : 'truck']: 'other' },
    successMessage: 'Trailer is linked successfully',
    save: (payload) => createLink(payload as never).unwrap(),
    resetOnSaved: true,
  });
  const field = bindFields(form);
  const errors = form.formState.errors;
  const missing = (errors as Record<string, { message?: string } | undefined>)[by === 'truck' ? 'trailer' : 'truck'];
  const otherError = errors.other?.message ?? (missing ? `Please choose a ${otherLabel.toLowerCase()}` : undefined);

  return (
    <EntityFormFrame form={form} label="Link trailer" submitLabel="Link trailer" inline>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="25px">
        <SelectField
          label={otherLabel}
          required
          placeholder={`Choose a ${otherLabel.toLowerCase()}`}
          options={markLinkOptions(by, documentId, options, openLinks)}
          {...field('other')}
          error={otherError}
        />
        <TextField label="Linked from" required inputProps={{ type: 'datetime-local' }} {...field('linkedFrom')} />
        <TextField label="Note" {...field('note')} />
      </SimpleGrid>
    </EntityFormFrame>
  );
};
