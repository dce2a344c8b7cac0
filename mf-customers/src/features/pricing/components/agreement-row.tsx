import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { PRICE_COMPONENT_UNITS, ROUNDINGS } from '@haulage/shared/contracts';
import { Checkbox, Field, Input, NativeSelect, Table, Text } from '@haulage/shared/ui';
import { resetRow, type EditorRow } from '../model/agreement-editor';
import type { AgreementFormValues } from '../model/agreement-form';
import { rowLabel } from './agreement-view';

export interface AgreementRowProps {
  index: number;
  /** The row as first shown: its class, component, zone and inherited line never change. */
  row: EditorRow;
  control: Control<AgreementFormValues>;
  register: UseFormRegister<AgreementFormValues>;
  setValue: UseFormSetValue<AgreementFormValues>;
  errors: FieldErrors<AgreementFormValues>;
}

const Cell = ({ label, error, children }: { label: string; error?: string; children: React.ReactNode }) => (
  <Table.Cell>
    <Field.Root invalid={Boolean(error)}>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
    <Text srOnly>{label}</Text>
  </Table.Cell>
);

/** One line: inherited values are shown read-only until the user overrides them for this customer. */
export const AgreementRow = ({ index, row, control, register, setValue, errors }: AgreementRowProps) => {
  const name = `${row.vehicleClass === 'truck' ? 'Truck' : 'Van'} ${rowLabel(row).toLowerCase()}`;
  const rowErrors = errors.rows?.[index];
  const unit = PRICE_COMPONENT_UNITS[row.component];
  const locked = !useWatch({ control, name: `rows.${index}.override` });
  return (
    <Table.Row>
      <Table.Cell>
        <Controller
          control={control}
          name={`rows.${index}.override`}
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(details) => {
                if (details.checked === true) field.onChange(true);
                else setValue(`rows.${index}`, resetRow(row));
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Text as="span" srOnly>
                  Override{' '}
                </Text>
                {name}
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        {row.inherited ? null : (
          <Text fontSize="xs" color="fg.muted">
            Not in the generic model
          </Text>
        )}
      </Table.Cell>
      <Cell label={`kr per ${unit}`} error={rowErrors?.unitPrice?.message}>
        <Input size="sm" aria-label={`${name} price (kr per ${unit})`} readOnly={locked} {...register(`rows.${index}.unitPrice`)} />
      </Cell>
      <Cell label="Minimum quantity" error={rowErrors?.minQuantity?.message}>
        <Input size="sm" aria-label={`${name} minimum quantity`} readOnly={locked} {...register(`rows.${index}.minQuantity`)} />
      </Cell>
      <Cell label="Minimum charge" error={rowErrors?.minCharge?.message}>
        <Input size="sm" aria-label={`${name} minimum charge (kr)`} readOnly={locked} {...register(`rows.${index}.minCharge`)} />
      </Cell>
      <Cell label="Free quantity" error={rowErrors?.freeQuantity?.message}>
        <Input size="sm" aria-label={`${name} free quantity`} readOnly={locked} {...register(`rows.${index}.freeQuantity`)} />
      </Cell>
      <Table.Cell>
        <NativeSelect.Root size="sm" disabled={locked}>
          <NativeSelect.Field aria-label={`${name} rounding`} {...register(`rows.${index}.rounding`)}>
            {ROUNDINGS.map((rounding) => (
              <option key={rounding} value={rounding}>
                {rounding === 'none' ? 'None' : rounding.replace(/_/g, ' ')}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
    </Table.Row>
  );
};
