import { useForm } from 'react-hook-form';
import { trailerLinkInputSchema } from '@haulage/shared/contracts';
import { Button, HStack, SelectField, SimpleGrid, Stack, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { FormAlert, useApiSubmit, useLeaveGuard } from '@haulage/shared/area-kit';
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
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<LinkFormValues, unknown, unknown>({
    defaultValues: { other: '', linkedFrom: nowForInput(), note: '' },
    resolver,
  });
  // The API names the picked end `trailer` or `truck`; on this form it is the `other` picker.
  const { submit, alert, dismissAlert } = useApiSubmit<LinkFormValues>({
    setError,
    fields: LINK_FIELDS,
    aliases: { [by === 'truck' ? 'trailer' : 'truck']: 'other' },
    successMessage: 'Trailer is linked successfully',
    watch,
  });
  useLeaveGuard(formState.isDirty);
  const errors = formState.errors;
  const missing = (errors as Record<string, { message?: string } | undefined>)[by === 'truck' ? 'trailer' : 'truck'];
  const otherError = errors.other?.message ?? (missing ? `Please choose a ${otherLabel.toLowerCase()}` : undefined);

  return (
    <form
      aria-label="Link trailer"
      noValidate
      onSubmit={handleSubmit(async (payload) => {
        if (await submit(() => createLink(payload as never).unwrap())) reset();
      })}
    >
      <Stack gap="3">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="25px">
          <SelectField
            label={otherLabel}
            required
            placeholder={`Choose a ${otherLabel.toLowerCase()}`}
            options={markLinkOptions(by, documentId, options, openLinks)}
            registration={register('other')}
            error={otherError}
          />
          <TextField
            label="Linked from"
            required
            registration={register('linkedFrom')}
            error={errors.linkedFrom}
            inputProps={{ type: 'datetime-local' }}
          />
          <TextField label="Note" registration={register('note')} error={errors.note} />
        </SimpleGrid>
        <HStack>
          <Button type="submit" size="sm" colorPalette="brand" loading={formState.isSubmitting}>
            Link trailer
          </Button>
        </HStack>
      </Stack>
    </form>
  );
};
