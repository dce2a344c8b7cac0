import { z } from 'zod';
import { USER_TYPES } from '@haulage/shared/contracts';

// Mirrors the API's rules so the form says what is wrong before the round trip.
export const MIN_PASSWORD_LENGTH = 10;

export const createUserSchema = z.object({
  name: z.string().trim().min(1, 'Please enter Name').max(255),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter Email')
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  password: z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`).max(200),
  type: z.enum(USER_TYPES, { message: 'Please choose a user type' }),
});

export type CreateUserForm = z.infer<typeof createUserSchema>;
