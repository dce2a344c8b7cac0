import type { ZodType } from 'zod';
import type { FieldError } from '@haulage/shared/contracts';
import { fieldErrors } from '../http/errors';
import { findNul, nulInBody } from '../http/nul-text';

const valueAt = (data: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (current, key) => (current && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );

/**
 * Refuses a NUL in any text (`http/nul-text.ts`), then validates with the contract's zod schema; every problem is reported as Strapi does
 * (`details.errors[{path, message, name, value}]`, message = the first one's).
 */
export const validateInput = (schema: ZodType | undefined, data: Record<string, unknown>, partial: boolean): Record<string, unknown> => {
  // Text that did not come as JSON (an imported file's cells) meets the same rule as a JSON body.
  const nul = findNul(data);
  if (nul) throw nulInBody(nul);
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
