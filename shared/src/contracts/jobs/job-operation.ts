import { z } from 'zod';
import { enumOf, optionalText, relationRef } from '../fields';
import { OPERATION_TYPES } from './job-values';

/**
 * POST /api/job-operations: extra work on a job. Priced by the customer's agreement where it has
 * a component for it (waiting time, extra stop), otherwise by the amount given (öre).
 */
export const jobOperationInputSchema = z.object({
  job: relationRef,
  type: enumOf('Type', OPERATION_TYPES),
  description: optionalText('Description', 200),
  quantity: z.number({ error: 'Quantity must be a number' }).min(0, 'Quantity cannot be negative').max(10_000).default(1),
  amount: z.int({ error: 'Amount must be a whole number of öre' }).min(0, 'Amount cannot be negative').max(100_000_000).nullish(),
});
export type JobOperationInput = z.input<typeof jobOperationInputSchema>;

export const jobOperationUpdateSchema = jobOperationInputSchema.omit({ job: true }).partial();
