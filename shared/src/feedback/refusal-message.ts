import { NETWORK_ERROR_MESSAGE, type ApiErrorData } from '../api/api-error';

export const NOT_ALLOWED_MESSAGE = 'You are not allowed to do this';
export const CONFLICT_MESSAGE = 'Someone changed this first: reload and try again';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on the server';

/** A 503 says when to come back (`details.retryAfter`, seconds); the user is told the same. */
export const busyMessage = (retryAfterSeconds?: unknown): string =>
  typeof retryAfterSeconds === 'number' && retryAfterSeconds > 0
    ? `The server is busy. Try again in ${retryAfterSeconds} seconds.`
    : 'The server is busy. Try again shortly.';

export const isApiErrorData = (value: unknown): value is ApiErrorData =>
  typeof value === 'object' && value !== null && typeof (value as ApiErrorData).message === 'string' && 'status' in value;

// RTK Query keeps an error thrown while reading an answer as a plain `{name, message}` (serialised).
const isSerializedError = (value: unknown): value is { message: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string' &&
  (value as { message: string }).message !== '';

// The API's generic texts name the status, not the reason; a specific one (which job move, which
// conflict) is what the user needs and is kept.
const GENERIC_TEXTS = new Set(['Forbidden', 'Conflict']);

const fromStatus = (error: ApiErrorData, fallback: string | undefined): string => {
  if (error.status === 403) return GENERIC_TEXTS.has(error.message) ? NOT_ALLOWED_MESSAGE : error.message;
  if (error.status === 409) return GENERIC_TEXTS.has(error.message) ? CONFLICT_MESSAGE : error.message;
  if (error.status === 503) return busyMessage(error.details?.retryAfter);
  // A server fault's own text is for the operators; the user gets what failed.
  if (error.status >= 500) return fallback ?? SERVER_ERROR_MESSAGE;
  return error.message || fallback || NETWORK_ERROR_MESSAGE;
};

/**
 * The message a user reads for a failed or refused request, decided here once by its status:
 * a 400 or 404 says the API's reason, a 403 that the user may not, a 409 the conflict, a 503 when
 * to try again, any other server fault what failed (`fallback`). Anything else says its own message,
 * else the fallback, else that the server could not be reached.
 */
export const errorMessage = (error: unknown, fallback?: string): string => {
  if (isApiErrorData(error)) return fromStatus(error, fallback);
  if (error instanceof Error || isSerializedError(error)) return error.message;
  return fallback ?? NETWORK_ERROR_MESSAGE;
};
