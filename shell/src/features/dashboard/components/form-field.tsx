import { useId, type ReactNode } from 'react';

/** The attributes that tie an input to its label, hint and error. */
export interface FieldAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children(aria: FieldAria): ReactNode;
}

/** Label, required mark, input, hint and error, in the chrome's plain-element form style. */
export const FormField = ({ label, error, hint, required, children }: FormFieldProps) => {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
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
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="db-note">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="sh-error">
          {error}
        </p>
      )}
    </div>
  );
};
