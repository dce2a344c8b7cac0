import { type CustomerPerformanceRow, type TruckPerformanceRow, VEHICLE_CLASSES } from '@haulage/shared/contracts';
import { z } from 'zod';

// What the performance reports answer as `data` (documentation: the OpenAPI document is made from these).

const count = z.number().int();
const minor = z.number().int();

export const truckPerformanceAnswerSchema = z.array(
  z.object({
    truck: z.object({
      documentId: z.string(),
      truckName: z.string(),
      truckNumber: z.string(),
      vehicleClass: z.enum(VEHICLE_CLASSES),
      area: z.string().nullable(),
    }),
    jobs: count,
    revenue: minor,
    km: z.number(),
    odometerKm: z.number().nullable(),
    unbilledKm: z.number().nullable(),
    hours: z.number(),
    revenuePerKm: z.number().nullable(),
    revenuePerHour: z.number().nullable(),
    daysUsed: count,
  }) satisfies z.ZodType<TruckPerformanceRow>,
);

export const customerPerformanceAnswerSchema = z.array(
  z.object({
    customer: z.object({ documentId: z.string(), companyName: z.string() }),
    jobs: count,
    revenue: minor,
    averagePrice: minor,
    km: z.number(),
    share: z.number(),
    previousRevenue: minor,
    trend: z.number().nullable(),
  }) satisfies z.ZodType<CustomerPerformanceRow>,
);
