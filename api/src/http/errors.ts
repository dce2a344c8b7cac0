import type { ErrorName, ErrorResponse, FieldError } from '@haulage/shared/contracts';

/**
 * An error the client caused or is allowed to see. The error handler turns it into Strapi's
 * envelope `{data:null, error:{status,name,message,details}}`; anything else becomes a logged 500
 * without details.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: ErrorName,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  toResponse(): ErrorResponse {
    return {
      data: null,
      error: { status: this.status, name: this.errorName, message: this.message, ...(this.details ? { details: this.details } : {}) },
    };
  }
}

export const validationError = (message: string, details: Record<string, unknown> = {}) =>
  new HttpError(400, 'ValidationError', message, details);

/** A 400 naming the query key that is wrong, as Strapi does (`Invalid key nope`). */
export const invalidKey = (key: string, param: string, path: string | null = null) =>
  validationError(`Invalid key ${key}${path ? ` at ${path}` : ''}`, { key, path, source: 'query', param });

export const fieldErrors = (errors: FieldError[], message?: string) =>
  validationError(message ?? (errors.length === 1 ? errors[0]!.message : `${errors.length} errors occurred`), { errors });

export const notFound = (message = 'Not Found') => new HttpError(404, 'NotFoundError', message, {});
export const unauthorized = (message = 'Missing or invalid credentials') => new HttpError(401, 'UnauthorizedError', message, {});
export const forbidden = (message = 'Forbidden') => new HttpError(403, 'ForbiddenError', message, {});
export const applicationError = (message: string, details: Record<string, unknown> = {}) =>
  new HttpError(400, 'ApplicationError', message, details);
