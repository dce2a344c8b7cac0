import { type User, USER_TYPES } from '@haulage/shared/contracts';
import { z } from 'zod';

// What the users and session routes answer (documentation: the OpenAPI document is made from these).

/** A user as `toUser` answers it: never the password hash. */
export const userAnswerSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  email: z.string(),
  name: z.string(),
  type: z.enum(USER_TYPES),
  driver: z.string().nullable().optional(),
  blocked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<User>;

export const usersAnswerSchema = z.array(userAnswerSchema);

/** A sign-in's whole answer `{data: {token, user}}` (the admin login, a driver's sign-in link). */
export const sessionAnswerSchema = z.object({ data: z.object({ token: z.string(), user: userAnswerSchema }) });
