import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { bindFields, EntityFormFrame, useEntityForm } from '@haulage/shared/area-kit';
import { DateField, SearchSelect, SelectField, SimpleGrid, TextField } from '@haulage/shared/ui';
import { useAddDriverPaymentMutation, useDriverOptionsQuery } from '../api/salaries-api';
import { emptyPaymentForm, PAYMENT_FORM_FIELDS, PAYMENT_KIND_OPTIONS, paymentResolver } from '../model/payment-form';

/** Records an advance or a payout to a driver; the API's refusals show at their fields. */
export const DriverPaymentForm = ({ today }: { today: string }) => {
  const [term, setTerm] = useState('');
  const drivers = useDriverOptionsQuery(term);
  const [addPayment] = useAddDriverPaymentMutation();
  const form = useEntityForm({
    resolver: paymentResolver,
    defaultValues: emptyPaymentForm(today),
    fields: PAYMENT_FORM_FIELDS,
    successMessage: 'Payment recorded',
    save: (data) => addPayment(data).unwrap(),
    resetOnSaved: true,
    guardLeave: false,
  });
  const field = bindFields(form);
  const found = (drivers.data ?? []).map((driver) => ({ value: driver.documentId, label: `${driver.firstName} ${driver.lastName}` }));

  return (
    <EntityFormFrame form={form} label="Add payment" submitLabel="Add payment" inline mb="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="end">
        <Controller
          control={form.control}
          name="driver"
          render={({ field: driver, fieldState }) => (
            <SearchSelect
              label="Driver"
              searchLabel="Search drivers"
              required
              placeholder="Choose a driver"
              term={term}
              onSearch={setTerm}
              options={found}
              value={driver.value}
              error={fieldState.error?.message}
              onChange={driver.onChange}
            />
          )}
        />
        <SelectField label="Kind" options={PAYMENT_KIND_OPTIONS} {...field('kind')} />
        <TextField label="Amount (kr)" required inputProps={{ inputMode: 'decimal' }} {...field('amount')} />
        <DateField label="Payment date" required {...field('paymentDate')} />
        <TextField label="Reference" {...field('reference')} />
      </SimpleGrid>
    </EntityFormFrame>
  );
};
