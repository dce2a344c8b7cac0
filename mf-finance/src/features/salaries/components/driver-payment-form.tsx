import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { DriverPaymentInput } from '@haulage/shared/contracts';
import { FormAlert, useApiSubmit } from '@haulage/shared/area-kit';
import { Button, DateField, HStack, SearchInput, SelectField, SimpleGrid, Stack, TextField, type SelectOption } from '@haulage/shared/ui';
import { useAddDriverPaymentMutation, useDriverOptionsQuery } from '../api/salaries-api';
import {
  emptyPaymentForm,
  PAYMENT_FORM_FIELDS,
  PAYMENT_KIND_OPTIONS,
  paymentResolver,
  type PaymentFormValues,
} from '../model/payment-form';

/** Records an advance or a payout to a driver; the API's refusals show at their fields. */
export const DriverPaymentForm = ({ today }: { today: string }) => {
  const [term, setTerm] = useState('');
  const drivers = useDriverOptionsQuery(term);
  // The chosen driver stays a choice while a later search no longer answers it.
  const [picked, setPicked] = useState<SelectOption | null>(null);
  const [addPayment] = useAddDriverPaymentMutation();
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<PaymentFormValues, unknown, DriverPaymentInput>({
    defaultValues: emptyPaymentForm(today),
    resolver: paymentResolver,
  });
  const { submit, alert, dismissAlert } = useApiSubmit<PaymentFormValues>({
    setError,
    fields: PAYMENT_FORM_FIELDS,
    successMessage: 'Payment recorded',
    watch,
  });
  const errors = formState.errors;
  const found = (drivers.data ?? []).map((driver) => ({ value: driver.documentId, label: `${driver.firstName} ${driver.lastName}` }));
  const driverOptions = picked && !found.some((option) => option.value === picked.value) ? [picked, ...found] : found;
  const driverField = register('driver', {
    onChange: (event: { target: { value: string } }) =>
      setPicked(driverOptions.find((option) => option.value === event.target.value) ?? null),
  });

  return (
    <form
      aria-label="Add payment"
      noValidate
      onSubmit={handleSubmit(async (data) => {
        if (await submit(() => addPayment(data).unwrap())) {
          reset(emptyPaymentForm(today));
          setPicked(null);
        }
      })}
    >
      <Stack gap="3" mb="4">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <SearchInput label="Search drivers" placeholder="Search drivers…" value={term} onChange={setTerm} />
          <SelectField
            label="Driver"
            required
            placeholder="Choose a driver"
            options={driverOptions}
            registration={driverField}
            error={errors.driver}
          />
          <SelectField label="Kind" options={PAYMENT_KIND_OPTIONS} registration={register('kind')} error={errors.kind} />
          <TextField
            label="Amount (kr)"
            required
            registration={register('amount')}
            error={errors.amount}
            inputProps={{ inputMode: 'decimal' }}
          />
          <DateField label="Payment date" required registration={register('paymentDate')} error={errors.paymentDate} />
          <TextField label="Reference" registration={register('reference')} error={errors.reference} />
        </SimpleGrid>
        <HStack>
          <Button type="submit" size="sm" colorPalette="brand" loading={formState.isSubmitting}>
            Add payment
          </Button>
        </HStack>
      </Stack>
    </form>
  );
};
