import type { ZodType } from 'zod';
import type { FieldError } from '@haulage/shared/contracts';
import { fieldErrors } from '../http/errors';

const valueAt = (data: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );

/**
 * Validates with the contract's zod schema; every problem is reported as Strapi does
 * (`details.errors[{path, message, name, value}]`, message = the first one's).
 */
export const validateInput = (schema: ZodType | undefined, data: Record<string, unknown>, partial: boolean): Record<string, unknown> => {
  if (!schema) return data;
  const result = schema.safeParse(data);
  if (!result.success) {
    const errors: FieldError[] = result.error.issues.map((issue) => ({
      path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      message: issue.message,
      name: 'ValidationError',
      value: valueAt(data, issue.path),
    }));
    throw fieldErrors(errors, errors[0]?.message);
  }
  const output = result.data as Record<string, unknown>;
  if (!partial) return output;
  // A partial update writes only what was sent, never a schema default.
  return Object.fromEntries(Object.entries(output).filter(([key]) => Object.hasOwn(data, key)));
};
