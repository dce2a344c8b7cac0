export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable, e.g. a trailer already linked to another truck (say why in the label). */
  disabled?: boolean;
}

export interface SelectOptionsProps {
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a driver", "All customers"). */
  placeholder?: string;
}

/** The `<option>`s of a native select: the placeholder as the empty value, then each option. */
export const SelectOptions = ({ options, placeholder }: SelectOptionsProps) => (
  <>
    {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
    {options.map((option) => (
      <option key={option.value} value={option.value} disabled={option.disabled}>
        {option.label}
      </option>
    ))}
  </>
);
