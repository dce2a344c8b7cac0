import { z } from 'zod';

/**
 * `.partial()` keeps zod 4 defaults, so a PUT of one field would reset every defaulted field
 * (status back to active, terms back to 30 days). An update schema drops the defaults first.
 */
export const partialWithoutDefaults = <T extends z.ZodRawShape>(schema: z.ZodObject<T>): ReturnType<z.ZodObject<T>['partial']> =>
  z.object(
    Object.fromEntries(
      Object.entries(schema.shape).map(([key, field]) => [
        key,
        (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
      ]),
    ),
  ) as unknown as ReturnType<z.ZodObject<T>['partial']>;
