import type { FieldError } from '@haulage/shared/contracts';
import type { z } from 'zod';
import { fieldErrors } from '../../http/errors';

/** Parses a body with a zod schema; failures become Strapi's 400 ValidationError with field errors. */
export const parseBody = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors: FieldError[] = result.error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: issue.message,
    name: 'ValidationError',
  }));
  throw fieldErrors(errors);
};
