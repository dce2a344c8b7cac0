import { z } from 'zod';
import { enumOf, isoDate, optionalDate, optionalPhone, optionalText, relationRef, requiredText, wholeNumber } from '../fields';
import type { Entry, MediaFile } from '../strapi';
import { isSwedishPlate, normalisePlate } from '../validators/swedish-fleet';
import type { Area } from './area';
import type { Driver } from './driver';
import type { TrailerLink } from './trailer';
import type { TyreSet, TyreSummary } from './tyre-set';

/**
 * A truck's operational status. "On a job" is not stored: it is derived from planned jobs so it
 * can't drift. `sold` trucks keep their history and drop out of planning.
 */
export const TRUCK_STATUSES = ['available', 'in_workshop', 'out_of_service', 'sold'] as const;
export type TruckStatus = (typeof TRUCK_STATUSES)[number];

export const TRUCK_STATUS_LABELS: Record<TruckStatus, string> = {
  available: 'Available',
  in_workshop: 'In workshop',
  out_of_service: 'Out of service',
  sold: 'Sold',
};

export const TRUCK_TYPES = ['tractor', 'rigid', 'tipper', 'crane', 'refrigerated', 'van'] as const;
export type TruckType = (typeof TRUCK_TYPES)[number];

/** The pricing key: customer price agreements have a truck model and a van model. */
export const VEHICLE_CLASSES = ['truck', 'van'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

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

/** Cross-field rules, shared by the form and the API. */
export const truckRules = <T extends { truckStatus?: TruckStatus; truckSoldDate?: string | null; truckBoughtDate?: string | null }>(
  truck: T,
): { path: string; message: string }[] => {
  const problems: { path: string; message: string }[] = [];
  if (truck.truckStatus === 'sold' && !truck.truckSoldDate) {
    problems.push({ path: 'truckSoldDate', message: 'A sold truck needs the date it was sold' });
  }
  if (truck.truckSoldDate && truck.truckBoughtDate && truck.truckSoldDate < truck.truckBoughtDate) {
    problems.push({ path: 'truckSoldDate', message: 'Sold date cannot be before the bought date' });
  }
  return problems;
};

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
