import { useState } from 'react';
import { Button, Field, HStack, Input, List, Stack, Text } from '@haulage/shared/ui';
import { formatLongDate } from '@haulage/shared/format';
import { addDate, MAX_DATES, removeDate } from '../model/date-list';

export interface DateListInputProps {
  dates: readonly string[];
  onChange: (dates: string[]) => void;
}

/** Days added one at a time (the button or Enter) and removed from the list again. */
export const DateListInput = ({ dates, onChange }: DateListInputProps) => {
  const [day, setDay] = useState('');
  const add = () => {
    onChange(addDate(dates, day));
    setDay('');
  };
  const full = dates.length >= MAX_DATES;
  return (
    <Stack gap="3">
      <HStack align="flex-end" gap="2">
        <Field.Root width="auto">
          <Field.Label>Day</Field.Label>
          <Input
            type="date"
            value={day}
            onChange={(event) => setDay(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && day && !full) {
                event.preventDefault();
                add();
              }
            }}
          />
        </Field.Root>
        <Button variant="outline" onClick={add} disabled={!day || full}>
          Add date
        </Button>
      </HStack>
      {dates.length === 0 ? (
        <Text color="fg.muted">No days chosen yet.</Text>
      ) : (
        <List.Root aria-label="Chosen days" gap="1" variant="plain">
          {dates.map((date) => (
            <List.Item key={date} display="flex" alignItems="center" gap="2">
              <Text as="span" minW="40">
                {formatLongDate(date)}
              </Text>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={`Remove ${date}`}
                onClick={() => onChange(removeDate(dates, date))}
              >
                Remove
              </Button>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
};
