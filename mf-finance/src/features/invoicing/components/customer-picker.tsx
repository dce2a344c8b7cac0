import { useState } from 'react';
import { Button, CheckboxField, Fieldset, HStack, SearchInput, Stack, Text, type SelectOption } from '@haulage/shared/ui';
import { useGetCustomerOptionsQuery } from '#lib';

export interface CustomerPickerProps {
  chosen: SelectOption[];
  onChange: (chosen: SelectOption[]) => void;
}

/**
 * The run's customers: search on the server, tick the ones to invoice; none ticked means every
 * customer. The chosen ones stay listed (with their names) while other searches come and go.
 */
export const CustomerPicker = ({ chosen, onChange }: CustomerPickerProps) => {
  const [term, setTerm] = useState('');
  const customers = useGetCustomerOptionsQuery(term);
  const found = (customers.data ?? []).map((customer) => ({ value: customer.documentId, label: customer.companyName }));
  const isChosen = (value: string) => chosen.some((option) => option.value === value);
  const toggle = (option: SelectOption, on: boolean) =>
    onChange(on ? [...chosen, option] : chosen.filter((other) => other.value !== option.value));

  return (
    <Fieldset.Root>
      <Fieldset.Legend>Customers</Fieldset.Legend>
      <Stack gap="2">
        <SearchInput label="Search customers" placeholder="Search customers…" value={term} onChange={setTerm} />
        <HStack gap="2" wrap="wrap" aria-label="Chosen customers" role="group">
          {chosen.length === 0 ? <Text color="fg.muted">All customers</Text> : null}
          {chosen.map((option) => (
            <Button
              key={option.value}
              size="xs"
              variant="subtle"
              aria-label={`Remove ${option.label}`}
              onClick={() => toggle(option, false)}
            >
              {option.label} ✕
            </Button>
          ))}
        </HStack>
        <Stack gap="1" maxH="48" overflowY="auto" aria-busy={customers.isFetching}>
          {found.map((option) => (
            <CheckboxField
              key={option.value}
              label={option.label}
              checked={isChosen(option.value)}
              onCheckedChange={(on) => toggle(option, on)}
            />
          ))}
        </Stack>
      </Stack>
    </Fieldset.Root>
  );
};
