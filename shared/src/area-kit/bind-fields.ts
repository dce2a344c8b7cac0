import type { FieldErrors, FieldValues, Path, RegisterOptions, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import type { FieldErrorLike } from '@haulage/shared/ui';

/** What a form hands its fields: react-hook-form's `register` and errors, and the API's warnings if any. */
export interface BindableForm<V extends FieldValues> {
  register: UseFormRegister<V>;
  formState: { errors: FieldErrors<V> };
  warnings?: Readonly<Record<string, string>>;
}

export interface BoundField {
  registration: UseFormRegisterReturn;
  error: FieldErrorLike;
  warning: string | undefined;
}

const errorAt = (errors: FieldErrors, path: string): FieldErrorLike => {
  // Nested paths (`stops.0.city`) are looked up step by step, as react-hook-form stores them.
  let node: unknown = errors;
  for (const step of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[step];
  return node as FieldErrorLike;
};

/**
 * The three props every registered field takes from its form, so a field is written once:
 * `const field = bindFields(form)` then `<TextField label="Name" {...field('name')} />`. The
 * warning is the API's flag on the last save (until the field is edited); a field never shows
 * another field's error or warning.
 */
export type FieldBinder<V extends FieldValues> = (name: Path<V>, options?: RegisterOptions<V, Path<V>>) => BoundField;

export const bindFields =
  <V extends FieldValues>({ register, formState, warnings = {} }: BindableForm<V>): FieldBinder<V> =>
  (name, options) => ({
    registration: register(name, options),
    error: errorAt(formState.errors, name),
    warning: warnings[name],
  });
