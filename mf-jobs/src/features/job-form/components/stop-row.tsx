import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { STOP_TYPES, type Destination } from '@haulage/shared/contracts';
import { Fieldset, HStack, IconButton, SelectField, SimpleGrid, Text, TextField, humanizeStatus } from '@haulage/shared/ui';
import { formatDateTime } from '@haulage/shared/format';
import type { JobFormValues, StopFormValues } from '../model/job-form';
import type { JobPayload } from '../model/job-form-resolver';
import { DestinationPicker } from './destination-picker';

const TYPE_OPTIONS = STOP_TYPES.map((type) => ({ value: type, label: humanizeStatus(type) }));

export interface StopRowProps {
  index: number;
  count: number;
  stop: StopFormValues;
  control: Control<JobFormValues, unknown, JobPayload>;
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  chosen: readonly Destination[];
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One stop: what happens there, where, and the planned window; reordered with the arrows. */
export const StopRow = ({ index, count, stop, control, register, errors, chosen, onMove, onRemove }: StopRowProps) => {
  const n = index + 1;
  const stopErrors = errors.stops?.[index];
  return (
    <Fieldset.Root borderWidth="1px" rounded="card" p="4">
      <HStack justify="space-between">
        <Fieldset.Legend fontWeight="semibold">Stop {n}</Fieldset.Legend>
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={`Move stop ${n} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
            ↑
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Move stop ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            ↓
          </IconButton>
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`Remove stop ${n}`} onClick={onRemove}>
            ✕
          </IconButton>
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          label={`Stop ${n} type`}
          options={TYPE_OPTIONS}
          registration={register(`stops.${index}.type`)}
          error={stopErrors?.type}
        />
        <Controller
          control={control}
          name={`stops.${index}.destination`}
          render={({ field }) => (
            <DestinationPicker
              stop={n}
              value={field.value}
              onChange={field.onChange}
              chosen={chosen}
              error={stopErrors?.destination?.message}
            />
          )}
        />
        <TextField
          label={`Stop ${n} planned from`}
          registration={register(`stops.${index}.plannedFrom`)}
          error={stopErrors?.plannedFrom}
          inputProps={{ type: 'datetime-local' }}
        />
        <TextField
          label={`Stop ${n} planned to`}
          registration={register(`stops.${index}.plannedTo`)}
          error={stopErrors?.plannedTo}
          inputProps={{ type: 'datetime-local' }}
        />
      </SimpleGrid>
      {stop.arrivedAt || stop.departedAt ? (
        <Text color="fg.muted" fontSize="sm">
          Arrived {formatDateTime(stop.arrivedAt)}, departed {formatDateTime(stop.departedAt)}
        </Text>
      ) : null}
    </Fieldset.Root>
  );
};
