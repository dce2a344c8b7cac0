import { isAxiosError } from 'axios';
import type { ErrorResponse, FieldError } from '../contracts/strapi';

/** The serialisable shape of every failed call, as RTK Query stores it. */
export interface ApiErrorData {
  /** HTTP status; 0 when the server could not be reached or the call was cancelled. */
  status: number;
  name: string;
  message: string;
  details: Record<string, unknown>;
  /** Field path ("area.name") → first message, from Strapi's `details.errors`. */
  fieldErrors: Record<string, string>;
}

export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server';

/** The one error type every call through the http client rejects with. */
export class ApiError extends Error implements ApiErrorData {
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly fieldErrors: Record<string, string>;

  constructor(data: ApiErrorData) {
    super(data.message);
    this.name = data.name;
    this.status = data.status;
    this.details = data.details;
    this.fieldErrors = data.fieldErrors;
  }

  toJSON(): ApiErrorData {
    return { status: this.status, name: this.name, message: this.message, details: this.details, fieldErrors: this.fieldErrors };
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

const NAMES_BY_STATUS: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  429: 'RateLimitError',
};

const isEnvelope = (body: unknown): body is ErrorResponse =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ErrorResponse).error === 'object' &&
  (body as ErrorResponse).error !== null &&
  typeof (body as ErrorResponse).error.message === 'string';

const toFieldErrors = (errors: FieldError[] | undefined): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const error of errors ?? []) {
    const key = (error.path ?? []).join('.');
    // The first message per field is the one a form shows; later ones are usually consequences.
    if (key && !(key in result)) result[key] = error.message;
  }
  return result;
};

const fromStatus = (status: number, message?: string): ApiErrorData => ({
  status,
  name: NAMES_BY_STATUS[status] ?? (status >= 500 ? 'InternalServerError' : 'HttpError'),
  message: message || `Request failed with status ${status}`,
  details: {},
  fieldErrors: {},
});

/** Builds an `ApiError` from Strapi's error envelope, a bare HTTP failure or a network failure. */
export const toApiError = (error: unknown): ApiError => {
  if (isApiError(error)) return error;
  if (!isAxiosError(error)) {
    return new ApiError({ ...fromStatus(0, error instanceof Error ? error.message : String(error)), name: 'Error' });
  }
  if (error.code === 'ERR_CANCELED') {
    return new ApiError({ ...fromStatus(0, 'The request was cancelled'), name: 'AbortError' });
  }
  const response = error.response;
  if (!response) return new ApiError({ ...fromStatus(0, NETWORK_ERROR_MESSAGE), name: 'NetworkError' });
  const body: unknown = response.data;
  if (!isEnvelope(body)) return new ApiError(fromStatus(response.status, response.statusText));
  const { details = {}, ...rest } = body.error;
  return new ApiError({
    status: rest.status ?? response.status,
    name: rest.name,
    message: rest.message,
    details,
    fieldErrors: toFieldErrors(details.errors),
  });
};
