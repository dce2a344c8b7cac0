import { useForm } from 'react-hook-form';
import { trailerLinkInputSchema } from '@haulage/shared/contracts';
import { Button, HStack, SelectField, SimpleGrid, Stack, TextField } from '@haulage/shared/ui';
import { payloadResolver } from '@haulage/shared/forms';
import { useApiSubmit } from '@haulage/shared/area-kit';
import { useCreateTrailerLinkMutation } from '../api/create-trailer-link';
import { useGetLinkOptionsQuery } from '../api/get-link-options';
import { nowForInput, toLinkPayload, type LinkFormValues } from '../model/trailer-links';

interface Props {
  by: 'truck' | 'trailer';
  documentId: string;
}

/** Couples a trailer to a truck from either page; the API refuses a second open link for a trailer. */
export const NewLinkForm = ({ by, documentId }: Props) => {
  const otherResource = by === 'truck' ? 'trailers' : 'trucks';
  const otherLabel = by === 'truck' ? 'Trailer' : 'Truck';
  const { data: options = [] } = useGetLinkOptionsQuery(otherResource);
  const [createLink] = useCreateTrailerLinkMutation();
  const resolver = payloadResolver<LinkFormValues, typeof trailerLinkInputSchema>(trailerLinkInputSchema, (values) =>
    toLinkPayload(by, documentId, values),
  );
  const { register, handleSubmit, setError, reset, formState } = useForm<LinkFormValues, unknown, unknown>({
    defaultValues: { other: '', linkedFrom: nowForInput(), note: '' },
    resolver,
  });
  const submit = useApiSubmit<LinkFormValues>({ setError, fields: ['linkedFrom', 'note'], successMessage: 'Trailer is linked successfully' });
  const errors = formState.errors;
  const otherError = by === 'truck' ? (errors as Record<string, { message?: string }>).trailer : (errors as Record<string, { message?: string }>).truck;

  return (
    <form aria-label="Link trailer" noValidate
      onSubmit={handleSubmit(async (payload) => { if (await submit(() => createLink(payload as never).unwrap())) reset(); })}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="25px">
          <SelectField label={otherLabel} required placeholder={`Choose a ${otherLabel.toLowerCase()}`}
            options={options.map((o) => ({ value: o.documentId, label: o.label }))} registration={register('other')}
            error={otherError ? { message: `Please choose a ${otherLabel.toLowerCase()}` } : undefined} />
          <TextField label="Linked from" required registration={register('linkedFrom')} error={errors.linkedFrom}
            inputProps={{ type: 'datetime-local' }} />
          <TextField label="Note" registration={register('note')} error={errors.note} />
        </SimpleGrid>
        <HStack>
          <Button type="submit" size="sm" colorPalette="brand" loading={formState.isSubmitting}>Link trailer</Button>
        </HStack>
      </Stack>
    </form>
  );
};
