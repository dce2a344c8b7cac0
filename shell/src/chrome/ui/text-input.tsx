import { useId, type InputHTMLAttributes } from 'react';

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  onValueChange(value: string): void;
}

/** Label, required mark, input and error text, like the UI system's TextField, in plain elements. */
export const TextInput = ({ label, value, error, required, onValueChange, ...input }: TextInputProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="sh-field">
      <label htmlFor={id} className="sh-label">
        {label}
        {required ? (
          <span className="sh-required" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <input
        {...input}
        id={id}
        className="sh-input"
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="sh-error">
          {error}
        </p>
      )}
    </div>
  );
};
