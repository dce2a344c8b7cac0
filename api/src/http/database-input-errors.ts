import { HttpError } from './errors';

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) are caused by what the client sent — a number
 * beyond the column's range, text where a number belongs, an impossible date — so they are the
 * client's 400, never our 500. SQLite stores such values or finds nothing, so it never raises them.
 */
const MESSAGES: Record<string, string> = {
  '22003': 'A number in the request is out of range',
  '22P02': 'A value in the request has the wrong type',
  '22007': 'A date or time in the request is not valid',
  '22008': 'A date or time in the request is out of range',
  '22001': 'A value in the request is too long',
};

export const databaseInputError = (error: unknown): HttpError | null => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string' || !code.startsWith('22')) return null;
  return new HttpError(400, 'ValidationError', MESSAGES[code] ?? 'A value in the request is not valid', {});
};
