import type { z } from 'zod';
import { validationError } from '../../http/errors';
import { isPlainObject } from '../query/field-resolver';
import { validateInput } from '../validate-input';
import { refuseUnknownKeys } from './strict-keys';

/**
 * The one way a route reads a body with a zod contract, so every route answers bad input alike:
 * checked whole before anything is written, a key the schema does not declare (at any depth) is
 * `400 Invalid key`, a wrong value a 400 naming its path (`validate-input.ts`), as on the engine's routes.
 */
export const readBody = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  if (!isPlainObject(input)) throw validationError('Send a JSON object');
  refuseUnknownKeys(schema, input);
  return validateInput(schema, input, false) as z.output<S>;
};

/** The `data` of a Strapi write body `{data:{…}}`; a body without it is answered as Strapi does. */
export const dataPayload = (body: unknown): Record<string, unknown> => {
  const data = isPlainObject(body) ? body.data : undefined;
  if (!isPlainObject(data)) throw validationError('Missing "data" payload in the request body', {});
  return data;
};

/** `readBody` of a Strapi write body's `data`. */
export const readDataBody = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> => readBody(schema, dataPayload(body));
