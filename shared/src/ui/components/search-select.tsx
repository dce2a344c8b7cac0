import { useState } from 'react';
import { NativeSelect, Stack } from '@chakra-ui/react';
import { FieldFrame } from './field-frame';
import { SearchInput } from './search-input';
import { SelectOptions, type SelectOption } from './select-options';

export interface SearchSelectProps {
  label: string;
  /** The search box's own name, e.g. "Search customers". */
  searchLabel: string;
  value: string;
  /** What the server's search answered. */
  options: SelectOption[];
  /**
   * The current value's option when the picker did not choose it itself (an edit form's saved
   * customer, a filter opened from a link), kept in the list when the search does not answer it.
   */
  selected?: SelectOption | null;
  term: string;
  onSearch: (term: string) => void;
  onChange: (value: string) => void;
  placeholder: string;
  required?: boolean;
  error?: string;
}

const withSelected = (options: SelectOption[], selected: SelectOption | null | undefined): SelectOption[] =>
  selected && !options.some((option) => option.value === selected.value) ? [selected, ...options] : options;

/**
 * A picker over a long server-side list: type to narrow the choices (the server searches), then
 * choose. Two native controls rather than a custom combobox, so keyboards and screen readers get
 * what they already know. The option chosen here stays listed, named, while a later search no
 * longer answers it.
 */
export const SearchSelect = (props: SearchSelectProps) => {
  const [chosen, setChosen] = useState<SelectOption | null>(null);
  const options = withSelected(props.options, chosen?.value === props.value ? chosen : props.selected);
  return (
    <Stack gap="2">
      <SearchInput label={props.searchLabel} placeholder={`${props.searchLabel}…`} value={props.term} onChange={props.onSearch} />
      <FieldFrame label={props.label} required={props.required} error={props.error}>
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-required={props.required || undefined}
            value={props.value}
            onChange={(event) => {
              const value = event.target.value;
              setChosen(options.find((option) => option.value === value) ?? null);
              props.onChange(value);
            }}
          >
            <SelectOptions options={options} placeholder={props.placeholder} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FieldFrame>
    </Stack>
  );
};
