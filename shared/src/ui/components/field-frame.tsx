import type { ReactNode } from 'react';
import { Field, Text } from '@chakra-ui/react';

/** A field error as react-hook-form reports it (`errors.name`), or a plain message. */
export type FieldErrorLike = string | { message?: string } | null | undefined;

export const errorMessage = (error: FieldErrorLike): string | undefined =>
  typeof error === 'string' ? error || undefined : error?.message || undefined;

export interface FieldFrameProps {
  label: string;
  required?: boolean;
  error?: FieldErrorLike;
  helperText?: ReactNode;
  /** A flag the API raised on a saved value (e.g. an odometer going backwards): shown, not blocking. */
  warning?: string;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Label, required mark, helper and error text around one control. `required` is shown, not
 * enforced by the browser: the form's schema decides, so its messages are the ones users see.
 */
export const FieldFrame = ({ label, required, error, helperText, warning, disabled, children }: FieldFrameProps) => {
  const message = errorMessage(error);
  return (
    <Field.Root invalid={Boolean(message)} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden>
            *
          </Text>
        ) : null}
      </Field.Label>
      {children}
      {warning && !message ? (
        <Field.HelperText color="fg.warning" fontWeight="medium">
          {warning}
        </Field.HelperText>
      ) : null}
      {helperText && !message && !warning ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
};
