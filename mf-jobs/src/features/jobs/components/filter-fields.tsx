import { Field, Input, NativeSelect } from '@haulage/shared/ui';
import type { Choice } from '../api/get-filter-choices';

export const DateFilter = ({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) => (
  <Field.Root width="auto">
    <Field.Label fontSize="sm">{label}</Field.Label>
    <Input type="date" size="sm" value={value} onChange={(event) => onChange(event.target.value)} />
  </Field.Root>
);

export interface ChoiceFilterProps {
  label: string;
  allLabel: string;
  value: string;
  choices: readonly Choice[];
  loading: boolean;
  onChange: (value: string) => void;
  /** The choices are fetched only once someone opens the select (or the URL already names one). */
  onOpen: () => void;
}

export const ChoiceFilter = ({ label, allLabel, value, choices, loading, onChange, onOpen }: ChoiceFilterProps) => {
  const chosenMissing = value !== '' && !choices.some((choice) => choice.value === value);
  return (
    <Field.Root width="auto">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm" width="56">
        <NativeSelect.Field value={value} onFocus={onOpen} onPointerDown={onOpen} onChange={(event) => onChange(event.target.value)}>
          <option value="">{allLabel}</option>
          {chosenMissing ? <option value={value}>{loading ? 'Loading…' : 'No longer listed'}</option> : null}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
};
