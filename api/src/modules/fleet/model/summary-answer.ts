import { type FleetSummary, TRUCK_STATUSES } from '@haulage/shared/contracts';
import { z } from 'zod';
import { keyedObject } from '../../../http/openapi/keyed-object';

const DUE_KINDS = [
  'techInspection',
  'tachographInspection',
  'truckInsurance',
  'trailerInspection',
  'driverLicence',
  'driverCode95',
  'driverCard',
  'driverAdr',
] as const;

/** What GET /api/fleet-summary answers as `data` (documentation: the OpenAPI document is made from it). */
export const fleetSummaryAnswerSchema = z.object({
  trucksByStatus: keyedObject(TRUCK_STATUSES, z.number().int()),
  totalTrucks: z.number().int(),
  totalDrivers: z.number().int(),
  totalTrailers: z.number().int(),
  due: z.array(
    z.object({
      kind: z.enum(DUE_KINDS),
      resource: z.enum(['trucks', 'trailers', 'drivers']),
      documentId: z.string(),
      subject: z.string(),
      date: z.string(),
      status: z.enum(['due_soon', 'overdue']),
    }),
  ),
}) satisfies z.ZodType<FleetSummary>;
