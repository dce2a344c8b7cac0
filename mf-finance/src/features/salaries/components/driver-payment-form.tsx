import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { DriverPaymentInput } from '@haulage/shared/contracts';
import { FormAlert, useApiSubmit } from '@haulage/shared/area-kit';
import { Button, DateField, HStack, SearchSelect, SelectField, SimpleGrid, Stack, TextField } from '@haulage/shared/ui';
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
  const [addPayment] = useAddDriverPaymentMutation();
  const { control, register, handleSubmit, setError, reset, watch, formState } = useForm<PaymentFormValues, unknown, DriverPaymentInput>({
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

  return (
    <form
      aria-label="Add payment"
      noValidate
      onSubmit={handleSubmit(async (data) => {
        if (await submit(() => addPayment(data).unwrap())) {
          reset(emptyPaymentForm(today));
        }
      })}
    >
      <Stack gap="3" mb="4">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
          <Controller
            control={control}
            name="driver"
            render={({ field }) => (
              <SearchSelect
                label="Driver"
                searchLabel="Search drivers"
                required
                placeholder="Choose a driver"
                term={term}
                onSearch={setTerm}
                options={found}
                value={field.value}
                error={errors.driver?.message}
                onChange={field.onChange}
              />
            )}
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
