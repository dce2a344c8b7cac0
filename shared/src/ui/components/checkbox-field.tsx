import { Checkbox, Field } from '@chakra-ui/react';
import { errorMessage, type FieldErrorLike } from './field-frame';

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  name?: string;
  error?: FieldErrorLike;
  disabled?: boolean;
}

/**
 * A controlled checkbox. With react-hook-form wire it through `Controller`
 * (`checked={field.value} onCheckedChange={field.onChange}`): the checkbox keeps its own state.
 */
export const CheckboxField = ({ label, checked, onCheckedChange, name, error, disabled }: CheckboxFieldProps) => {
  const message = errorMessage(error);
  return (
    <Field.Root invalid={Boolean(message)} disabled={disabled}>
      <Checkbox.Root
        checked={checked}
        name={name}
        disabled={disabled}
        invalid={Boolean(message)}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        colorPalette="brand"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
};
