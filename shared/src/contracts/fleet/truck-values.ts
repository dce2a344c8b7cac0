// The truck's fixed value lists and cross-field rules, kept apart from the schemas so a screen that
// needs only a label (a list, a badge) does not load the validation library.

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
