import { NativeSelect } from '@chakra-ui/react';
import { FieldFrame } from './field-frame';
import type { RegisteredFieldProps } from './form-fields';
import type { SelectOption } from './status-filter';

export interface SelectFieldProps extends RegisteredFieldProps {
  options: SelectOption[];
}

/** A native select bound to react-hook-form; `placeholder` becomes an empty first option. */
export const SelectField = ({ options, placeholder, registration, ...frame }: SelectFieldProps) => (
  <FieldFrame
    label={frame.label}
    required={frame.required}
    error={frame.error}
    helperText={frame.helperText}
    warning={frame.warning}
    disabled={frame.disabled}
  >
    <NativeSelect.Root>
      <NativeSelect.Field aria-required={frame.required || undefined} {...registration}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </FieldFrame>
);
