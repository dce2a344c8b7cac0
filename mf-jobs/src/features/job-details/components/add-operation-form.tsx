import type { FieldErrors, Resolver } from 'react-hook-form';
import type { JobOperationInput } from '@haulage/shared/contracts';
import { SelectField, SimpleGrid, TextField } from '@haulage/shared/ui';
import { bindFields, EntityFormFrame, useEntityForm } from '@haulage/shared/area-kit';
import { useCreateJobOperationMutation } from '../api/create-job-operation';
import {
  OPERATION_FORM_FIELDS,
  OPERATION_TYPE_OPTIONS,
  checkOperation,
  emptyOperationForm,
  type OperationFormValues,
} from '../model/operation-form';

const resolverFor =
  (job: string): Resolver<OperationFormValues, unknown, JobOperationInput> =>
  async (values) => {
    const check = checkOperation(job, values);
    if (check.ok) return { values: check.data, errors: {} };
    const errors = Object.fromEntries(Object.entries(check.errors).map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<OperationFormValues> };
  };

/** Records extra work; waiting time and extra stops without an amount are priced by the agreement. */
export const AddOperationForm = ({ job }: { job: string }) => {
  const [createOperation] = useCreateJobOperationMutation();
  const form = useEntityForm({
    resolver: resolverFor(job),
    defaultValues: emptyOperationForm(),
    fields: OPERATION_FORM_FIELDS,
    successMessage: 'Job operation is added successfully',
    save: (data) => createOperation(data).unwrap(),
    resetOnSaved: true,
    guardLeave: false,
  });
  const field = bindFields(form);
  return (
    <EntityFormFrame form={form} label="Add job operation" submitLabel="Add operation" inline>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        <SelectField label="Operation type" options={OPERATION_TYPE_OPTIONS} {...field('type')} />
        <TextField label="Quantity" inputProps={{ inputMode: 'decimal' }} {...field('quantity')} />
        <TextField
          label="Amount (kr)"
          helperText="Blank: priced by the agreement"
          inputProps={{ inputMode: 'decimal' }}
          {...field('amount')}
        />
        <TextField label="Operation description" {...field('description')} />
      </SimpleGrid>
    </EntityFormFrame>
  );
};
