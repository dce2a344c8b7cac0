import type { ErrorName } from '@haulage/shared/contracts';

/**
 * Strapi names an error by what went wrong, and clients branch on the name (a 403 named
 * ValidationError reads as "fix your input" instead of "you may not"). A status without a name of
 * its own is the client's request being refused: ValidationError for 400, ApplicationError for the
 * rarer ones (408, 414, 431…).
 */
const NAMES: Record<number, ErrorName> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  429: 'RateLimitError',
};

export const errorNameFor = (status: number): ErrorName => {
  if (status >= 500) return 'InternalServerError';
  return NAMES[status] ?? 'ApplicationError';
};
