import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input, Textarea } from '@chakra-ui/react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

/**
 * Fields take the result of react-hook-form's `register(name)` as `registration`, so the form
 * library stays in the app and these stay plain inputs: `<TextField label="Name" registration={register('truckName')} error={errors.truckName} />`.
 */
export interface RegisteredFieldProps extends Omit<FieldFrameProps, 'children'> {
  registration: UseFormRegisterReturn;
  placeholder?: string;
  readOnly?: boolean;
}

type InputExtras = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'name' | 'onChange' | 'onBlur' | 'disabled' | 'required'>;

export interface TextFieldProps extends RegisteredFieldProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  inputProps?: InputExtras;
}

const frameProps = ({ label, required, error, helperText, warning, disabled }: RegisteredFieldProps) => ({
  label,
  required,
  error,
  helperText,
  warning,
  disabled,
});

export const TextField = (props: TextFieldProps) => (
  <FieldFrame {...frameProps(props)}>
    <Input
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      placeholder={props.placeholder}
      readOnly={props.readOnly}
      aria-required={props.required || undefined}
      {...props.inputProps}
      {...props.registration}
    />
  </FieldFrame>
);

export interface NumberFieldProps extends RegisteredFieldProps {
  min?: number;
  max?: number;
  step?: number | 'any';
  inputProps?: InputExtras;
}

/** A numeric input; register with `{ valueAsNumber: true }` or let the schema coerce. */
export const NumberField = (props: NumberFieldProps) => (
  <FieldFrame {...frameProps(props)}>
    <Input
      type="number"
      inputMode="decimal"
      min={props.min}
      max={props.max}
      step={props.step}
      placeholder={props.placeholder}
      readOnly={props.readOnly}
      aria-required={props.required || undefined}
      {...props.inputProps}
      {...props.registration}
    />
  </FieldFrame>
);

export interface DateFieldProps extends RegisteredFieldProps {
  min?: string;
  max?: string;
}

/** A native date input; its value is the ISO calendar date (YYYY-MM-DD) the contracts use. */
export const DateField = (props: DateFieldProps) => (
  <FieldFrame {...frameProps(props)}>
    <Input
      type="date"
      min={props.min}
      max={props.max}
      readOnly={props.readOnly}
      aria-required={props.required || undefined}
      {...props.registration}
    />
  </FieldFrame>
);

export interface TextareaFieldProps extends RegisteredFieldProps {
  rows?: number;
  textareaProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'onChange' | 'onBlur' | 'disabled' | 'required'>;
}

export const TextareaField = (props: TextareaFieldProps) => (
  <FieldFrame {...frameProps(props)}>
    <Textarea
      rows={props.rows ?? 4}
      placeholder={props.placeholder}
      readOnly={props.readOnly}
      aria-required={props.required || undefined}
      {...props.textareaProps}
      {...props.registration}
    />
  </FieldFrame>
);
