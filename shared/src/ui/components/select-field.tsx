import { NativeSelect } from '@chakra-ui/react';
import { FieldFrame } from './field-frame';
import type { RegisteredFieldProps } from './form-fields';
import { SelectOptions, type SelectOption } from './select-options';

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
        <SelectOptions options={options} placeholder={placeholder} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </FieldFrame>
);
