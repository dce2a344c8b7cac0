import { z } from 'zod';

/**
 * GET /api/driver/trucks: the trucks a driver may choose for the day. Only what the phone shows
 * and sends back with a reading; the rest of the truck (insurance, VIN, notes) is the office's.
 */
export const driverTruckSchema = z.strictObject({
  documentId: z.string(),
  truckName: z.string(),
  registrationPlateNumber: z.string(),
});
export type DriverTruck = z.infer<typeof driverTruckSchema>;

export const driverTrucksSchema = z.array(driverTruckSchema);

/** A phone lists a few at a time; the search narrows it. */
export const DRIVER_TRUCKS_MAX_PAGE_SIZE = 100;
export const DRIVER_TRUCKS_PAGE_SIZE = 20;
