import { z, type ZodType } from 'zod';

/**
 * An object with one property per key, each of `value`: `z.record` over an enum says the same, but
 * as JSON Schema it names required keys it never defines as properties (Redocly warns of each).
 */
export const keyedObject = <K extends string, V extends ZodType>(keys: readonly K[], value: V) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, V>);
