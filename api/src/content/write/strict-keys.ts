import { z } from 'zod';
import { validationError } from '../../http/errors';
import { isPlainObject } from '../query/field-resolver';

export type BodyPath = (string | number)[];

/** Strapi's answer to a body key it does not know (`400 Invalid key nope`), with where it was. */
export const invalidBodyKey = (key: string, path: BodyPath = [key]) =>
  validationError(`Invalid key ${key}`, { key, path: path.join('.'), source: 'body', param: 'data' });

/** The schema that describes the value: wrappers (optional, nullable, default, pipe, …) peeled off. */
const inner = (schema: z.ZodType): z.ZodType => {
  if (schema instanceof z.ZodPipe) return inner(schema.in as z.ZodType);
  const def = schema._zod.def as { innerType?: z.ZodType };
  return def.innerType ? inner(def.innerType) : schema;
};

const acceptsAnyKey = (schema: z.ZodObject): boolean => {
  const catchall = schema._zod.def.catchall;
  return catchall !== undefined && !(catchall instanceof z.ZodNever);
};

/**
 * Refuses any key the zod schema does not declare, at any depth (objects in objects, objects in
 * arrays). zod's plain objects drop unknown keys silently, so a misspelt field would answer 200
 * and change nothing; the engine's routes refuse them, and every route should answer alike.
 */
export const refuseUnknownKeys = (schema: z.ZodType, value: unknown, path: BodyPath = []): void => {
  const described = inner(schema);
  if (described instanceof z.ZodObject && isPlainObject(value)) {
    const shape = described.shape as Record<string, z.ZodType>;
    for (const [key, child] of Object.entries(value)) {
      if (!Object.hasOwn(shape, key)) {
        if (acceptsAnyKey(described)) continue;
        throw invalidBodyKey(key, [...path, key]);
      }
      refuseUnknownKeys(shape[key]!, child, [...path, key]);
    }
  } else if (described instanceof z.ZodArray && Array.isArray(value)) {
    value.forEach((item, index) => refuseUnknownKeys(described.element as z.ZodType, item, [...path, index]));
  }
};
