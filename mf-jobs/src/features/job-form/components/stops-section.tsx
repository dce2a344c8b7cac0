import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button, Heading, Stack, Text } from '@haulage/shared/ui';
import { useGetDestinationsByIdQuery } from '../api/get-destinations-by-id';
import { chosenDestinationIds, emptyStop, type JobFormValues } from '../model/job-form';
import type { JobPayload } from '../model/job-form-resolver';
import { StopRow } from './stop-row';

export interface StopsSectionProps {
  control: Control<JobFormValues, unknown, JobPayload>;
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
}

/** The job's stops in driving order. */
export const StopsSection = ({ control, register, errors }: StopsSectionProps) => {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'stops' });
  const stops = useWatch({ control, name: 'stops' });
  const ids = chosenDestinationIds(stops);
  const chosen = useGetDestinationsByIdQuery(ids, { skip: ids.length === 0 });
  // A rule's message sits on the array's root; the API's (mapped by useApiSubmit) on the array itself.
  const message = errors.stops?.root?.message ?? errors.stops?.message;

  return (
    <Stack gap="3" as="section" aria-labelledby="job-stops-heading">
      <Heading as="h2" size="sm" id="job-stops-heading">
        Stops
      </Heading>
      {message ? (
        <Text color="fg.error" role="alert">
          {message}
        </Text>
      ) : null}
      {fields.map((field, index) => (
        <StopRow
          key={field.id}
          index={index}
          count={fields.length}
          stop={stops[index] ?? field}
          control={control}
          register={register}
          errors={errors}
          chosen={ids.length > 0 ? (chosen.data ?? []) : []}
          onMove={(to) => move(index, to)}
          onRemove={() => remove(index)}
        />
      ))}
      <Button alignSelf="start" variant="outline" size="sm" onClick={() => append(emptyStop('delivery'), { shouldFocus: false })}>
        Add stop
      </Button>
    </Stack>
  );
};
