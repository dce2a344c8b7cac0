import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { WEEKDAY_LABELS, WEEKDAYS } from '@haulage/shared/contracts';
import { Box, NumberField, SelectField, SimpleGrid, Stack, Text } from '@haulage/shared/ui';
import type { ScheduleFormValues } from '../model/schedule-form';

const KINDS = [
  { value: 'weekly', label: 'Weekly on chosen days' },
  { value: 'monthly_date', label: 'Monthly on a date' },
  { value: 'monthly_weekday', label: 'Monthly on the n-th weekday' },
];
const POSITIONS = [
  { value: '1', label: 'First' },
  { value: '2', label: 'Second' },
  { value: '3', label: 'Third' },
  { value: '4', label: 'Fourth' },
  { value: '-1', label: 'Last' },
];
const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_LABELS[day] }));

export interface RuleFieldsProps {
  register: UseFormRegister<ScheduleFormValues>;
  watch: UseFormWatch<ScheduleFormValues>;
  errors: FieldErrors<ScheduleFormValues>;
}

/** The rule builder: what it makes is one RFC 5545 rule (`toSchedulePayload`). */
export const RuleFields = ({ register, watch, errors }: RuleFieldsProps) => {
  const kind = watch('kind');
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField label="Repeats" required registration={register('kind')} options={KINDS} />
        <NumberField
          label={kind === 'weekly' ? 'Every … weeks' : 'Every … months'}
          required
          min={1}
          max={52}
          registration={register('interval')}
          error={errors.interval}
        />
      </SimpleGrid>
      {kind === 'weekly' ? (
        <Box as="fieldset">
          <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
            On days
          </Text>
          <SimpleGrid columns={{ base: 2, md: 7 }} gap="2">
            {WEEKDAYS.map((day) => (
              <label key={day}>
                <input type="checkbox" value={day} {...register('weekdays')} /> {WEEKDAY_LABELS[day]}
              </label>
            ))}
          </SimpleGrid>
          {errors.weekdays ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors.weekdays.message}
            </Text>
          ) : null}
        </Box>
      ) : null}
      {kind === 'monthly_date' ? (
        <NumberField label="Day of the month" required min={1} max={31} registration={register('monthDay')} />
      ) : null}
      {kind === 'monthly_weekday' ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <SelectField label="Which" required registration={register('position')} options={POSITIONS} />
          <SelectField label="Weekday" required registration={register('weekday')} options={DAY_OPTIONS} />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
};
