import { useState } from 'react';
import { useForm, useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import type { CustomerPricing, PriceAgreement, PriceAgreementInput } from '@haulage/shared/contracts';
import { DateField, SimpleGrid, Stack, Table, TextField } from '@haulage/shared/ui';
import { FormActions, FormAlert, useApiSubmit, useLeaveGuard } from '@haulage/shared/area-kit';
import {
  agreementProblems,
  agreementToForm,
  formToAgreementPayload,
  formToPreviewAgreement,
  type AgreementFormValues,
} from '../model/agreement-form';
import { AgreementRow } from './agreement-row';
import { PricePreview } from './price-preview';

/** Problems keyed "rows.3.unitPrice" become the nested errors react-hook-form reads. */
const nest = (problems: { path: string; message: string }[]): FieldErrors<AgreementFormValues> => {
  // Arrays are indexed by their numeric keys, so every level reads as a record here.
  type Level = Record<string, unknown>;
  const errors: Level = {};
  for (const { path, message } of problems) {
    const keys = path.split('.');
    let node = errors;
    keys.slice(0, -1).forEach((key, depth) => {
      node = (node[key] ??= /^\d+$/.test(keys[depth + 1] ?? '') ? [] : {}) as Level;
    });
    node[keys.at(-1)!] ??= { type: 'rule', message };
  }
  return errors as FieldErrors<AgreementFormValues>;
};

/** Only the preview follows every keystroke; the rows re-render on their own. */
const LivePreview = ({ control, currency, model }: { control: Control<AgreementFormValues>; currency: string; model: CustomerPricing }) => {
  const values = useWatch({ control }) as AgreementFormValues;
  const preview: PriceAgreement = formToPreviewAgreement(values, currency);
  return <PricePreview agreement={preview} model={model} />;
};

// The API names the agreement's own fields; line errors have no single field and go to the page alert.
const AGREEMENT_FIELDS = ['name', 'validFrom', 'validTo'] as const;

export interface AgreementEditorProps {
  companyName: string;
  currency: string;
  model: CustomerPricing;
  own: CustomerPricing | null;
  onSave: (data: Omit<PriceAgreementInput, 'customer'>) => Promise<unknown>;
  onCancel: () => void;
}

export const AgreementEditor = ({ companyName, currency, model, own, onSave, onCancel }: AgreementEditorProps) => {
  const resolver: Resolver<AgreementFormValues> = async (values) => {
    const problems = agreementProblems(values, currency);
    return problems.length > 0 ? { values: {}, errors: nest(problems) } : { values, errors: {} };
  };
  const [initial] = useState(() => agreementToForm(companyName, model.lines, own));
  const { register, control, handleSubmit, setValue, setError, watch, formState } = useForm<AgreementFormValues>({
    defaultValues: initial,
    resolver,
  });
  const { submit: write, alert, dismissAlert } = useApiSubmit<AgreementFormValues>({ setError, fields: AGREEMENT_FIELDS, watch });
  const guard = useLeaveGuard(formState.isDirty);
  const submit = handleSubmit(async (data) => {
    if ((await write(() => onSave(formToAgreementPayload(data, currency)))) === null) return;
    guard.release();
  });
  const errors = formState.errors;

  return (
    <form onSubmit={submit} noValidate aria-label="Price agreement editor">
      <Stack gap="4">
        <FormAlert alert={alert} onDismiss={dismissAlert} />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <TextField label="Agreement name" required registration={register('name')} error={errors.name} />
          <DateField label="Valid from" registration={register('validFrom')} error={errors.validFrom} />
          <DateField label="Valid to" registration={register('validTo')} error={errors.validTo} />
        </SimpleGrid>
        <Table.ScrollArea borderWidth="1px" rounded="card">
          <Table.Root size="sm" aria-label="Price lines">
            <Table.Header>
              <Table.Row>
                {['Line (tick to override)', 'Unit price (kr)', 'Min. quantity', 'Min. charge (kr)', 'Free quantity', 'Rounding'].map(
                  (label) => (
                    <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
                  ),
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {initial.rows.map((row, index) => (
                <AgreementRow
                  key={row.key}
                  index={index}
                  row={row}
                  control={control}
                  register={register}
                  setValue={setValue}
                  errors={errors}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <LivePreview control={control} currency={currency} model={model} />
        <FormActions submitting={formState.isSubmitting} onCancel={onCancel} guard={guard} />
      </Stack>
    </form>
  );
};
