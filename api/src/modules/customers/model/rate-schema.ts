import { isoDate, relationRef, VEHICLE_CLASSES } from '@haulage/shared/contracts';
import { z } from 'zod';

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000)
    .optional();

/** Body of POST /api/customer-pricings/rate: a price preview for a job's quantities. */
export const quantitiesSchema = z.object({
  customer: relationRef.nullish(),
  date: isoDate('Date').optional(),
  quantities: z.object({
    vehicleClass: z.enum(VEHICLE_CLASSES, { error: `Vehicle class must be one of: ${VEHICLE_CLASSES.join(', ')}` }),
    hours: amount('Hours'),
    km: amount('Km'),
    stops: z.int({ error: 'Stops must be a whole number' }).min(0).max(1000).optional(),
    waitingMinutes: amount('Waiting minutes'),
    fromArea: z.string().trim().max(80).nullish(),
    toArea: z.string().trim().max(80).nullish(),
  }),
});
