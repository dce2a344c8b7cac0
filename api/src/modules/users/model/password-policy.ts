import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

let common: Set<string> | undefined;

/**
 * zxcvbn's list of ~50,000 passwords seen most often in breaches, shipped in the package (no
 * network at run time). Built on first use, so an app that never checks a password pays nothing.
 */
const commonPasswords = (): Set<string> => (common ??= new Set(dictionary['passwords-common'] as string[]));

/** "Summer2024!" is "summer" with a suffix people add to pass rules; guessers try those first. */
const withoutDecoration = (lowered: string): string => lowered.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');

/**
 * Why this password may not be used, or null when it may. One message, naming the field, for the
 * API's 400 and the start-up check of ADMIN_PASSWORD alike.
 */
export const passwordProblem = (password: string): string | null => {
  if (password.trim() === '') return 'password must not be blank';
  if (password.length < MIN_PASSWORD_LENGTH) return `password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (new Set(password).size === 1) return 'password must not be one character repeated';
  const lowered = password.trim().toLowerCase();
  const base = withoutDecoration(lowered);
  if (commonPasswords().has(lowered) || (base.length >= 3 && commonPasswords().has(base))) {
    return 'password is too common: it appears in lists of leaked passwords, choose a less guessable one';
  }
  return null;
};
