import type { ZodType, z } from 'zod';
import { validateInput } from '../../../../content/validate-input';
import { isPlainObject } from '../../../../content/query/field-resolver';
import { validationError } from '../../../../http/errors';

/** A driver action's body: `{data: {…}}` as the phone sends it, validated by the contract's schema. */
export const dataOf = <S extends ZodType>(schema: S, body: unknown): z.output<S> => {
  if (!isPlainObject(body) || !isPlainObject(body.data)) throw validationError('Send {data: {…}}');
  return validateInput(schema, body.data, false) as z.output<S>;
};
