import { Checkbox, Text } from '@haulage/shared/ui';

export interface SelectCheckboxProps {
  /** What a screen reader hears, e.g. "Select job 1042". */
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
}

/** A row's (or the page's) selection box for bulk actions; its label is for screen readers only. */
export const SelectCheckbox = ({ label, checked, onChange }: SelectCheckboxProps) => (
  <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} colorPalette="brand">
    <Checkbox.HiddenInput />
    <Checkbox.Control />
    <Checkbox.Label>
      <Text as="span" srOnly>
        {label}
      </Text>
    </Checkbox.Label>
  </Checkbox.Root>
);
