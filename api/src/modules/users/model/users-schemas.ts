import { USER_TYPES } from '@haulage/shared/contracts';
import { z } from 'zod';
import { passwordProblem } from './password-policy';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'email must be a valid email' }).max(255));
const password = z.string({ message: 'password is a required field' }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const name = z.string().trim().max(255);
const type = z.enum(USER_TYPES, { message: `type must be one of ${USER_TYPES.join(', ')}` });

/** A driver user is one driver record (its documentId or id); office users have none. */
const driver = z.union([z.string().trim().min(1).max(64), z.int().positive()], { message: 'driver must be the driver’s documentId' });

export const createUserSchema = z
  .strictObject({ email, password, name: name.default(''), type, driver: driver.nullish() })
  .superRefine((user, ctx) => {
    if (user.type === 'driver' && user.driver == null)
      ctx.addIssue({ code: 'custom', path: ['driver'], message: 'A driver user needs the driver record (driver)' });
    if (user.type !== 'driver' && user.driver != null)
      ctx.addIssue({ code: 'custom', path: ['driver'], message: 'Only a driver user is linked to a driver record' });
  });
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.strictObject({
  name: name.optional(),
  type: type.optional(),
  blocked: z.boolean().optional(),
  password: password.optional(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;
