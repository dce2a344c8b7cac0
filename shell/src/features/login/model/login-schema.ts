import type { Resolver } from 'react-hook-form';

/**
 * The login form's rules. Written by hand rather than with zod: the login page is the first thing
 * a visitor loads, and two required fields are not worth a schema library in the first load.
 */
export const LOGIN_FAILED_MESSAGE = 'Username or password incorrect';

export interface LoginInput {
  email: string;
  password: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validateLogin = (values: LoginInput): Partial<Record<keyof LoginInput, string>> => {
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'Please enter Email';
  else if (!EMAIL.test(email)) errors.email = 'Please enter a valid email address';
  if (values.password === '') errors.password = 'Please enter Password';
  return errors;
};

export const loginResolver: Resolver<LoginInput> = async (values) => {
  const errors = validateLogin(values);
  if (Object.keys(errors).length === 0) return { values: { ...values, email: values.email.trim() }, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }])),
  };
};
