import { z } from 'zod';
import { enumOf, isoDate, optionalDate, optionalPhone, optionalText, relationRef, requiredText, wholeNumber } from '../fields';
import type { Entry, MediaFile } from '../strapi';
import { isSwedishPlate, normalisePlate } from '../validators/swedish-fleet';
import type { Area } from './area';
import type { Driver } from './driver';
import type { TrailerLink } from './trailer';
import type { TyreSet, TyreSummary } from './tyre-set';
import { TRUCK_STATUSES, TRUCK_TYPES, VEHICLE_CLASSES, type TruckStatus, type TruckType, type VehicleClass } from './truck-values';

export * from './truck-values';

const plate = z
  .string({ error: 'Please enter the registration plate number' })
  .transform(normalisePlate)
  .refine(isSwedishPlate, 'Registration plate must be a Swedish plate such as ABC123 or ABC12D');

export const truckInputSchema = z.object({
  truckName: requiredText('the truck name', 80),
  truckNumber: requiredText('the truck number', 20),
  registrationPlateNumber: plate,
  truckType: enumOf('Truck type', TRUCK_TYPES),
  vehicleClass: enumOf('Vehicle class', VEHICLE_CLASSES).default('truck'),
  truckStatus: enumOf('Truck status', TRUCK_STATUSES).default('available'),
  odometer: wholeNumber('Odometer', 0, 5_000_000).default(0),
  area: relationRef.nullish(),
  tachographInspectionDate: optionalDate('Tachograph inspection date'),
  techInspectionDate: optionalDate('Technical inspection date'),
  truckPhoneNumber: optionalPhone('Truck phone number'),
  insuranceNumber: optionalText('Insurance number', 60),
  insuranceCase: optionalText('Insurance case', 2000),
  insuranceExpiryDate: optionalDate('Insurance expiry date'),
  vin: optionalText('VIN', 17),
  truckBoughtDate: optionalDate('Bought date'),
  truckSoldDate: optionalDate('Sold date'),
  generalNote: optionalText('General note'),
  remarks: optionalText('Remarks'),
  profilePhoto: relationRef.nullish(),
  drivers: z.array(relationRef).max(20, 'A truck can have at most 20 drivers').optional(),
});
export type TruckInput = z.input<typeof truckInputSchema>;

export const truckUpdateSchema = truckInputSchema.partial();

export interface Truck extends Entry {
  truckName: string;
  truckNumber: string;
  registrationPlateNumber: string;
  truckType: TruckType;
  vehicleClass: VehicleClass;
  truckStatus: TruckStatus;
  odometer: number;
  tachographInspectionDate: string | null;
  techInspectionDate: string | null;
  truckPhoneNumber: string | null;
  insuranceNumber: string | null;
  insuranceCase: string | null;
  insuranceExpiryDate: string | null;
  vin: string | null;
  truckBoughtDate: string | null;
  truckSoldDate: string | null;
  generalNote: string | null;
  remarks: string | null;
  area?: Area | null;
  drivers?: Driver[];
  profilePhoto?: MediaFile | null;
  /** The spec's flat tyre shape, derived from the truck's tyre sets. */
  tyre?: TyreSummary | null;
  /** Populated on request (`populate=tyreSets`, `populate=trailerLinks`). */
  tyreSets?: TyreSet[];
  trailerLinks?: TrailerLink[];
}

export { isoDate };
