import type { VehicleClass } from '@haulage/shared/contracts';

/**
 * Planning conflicts of putting a job on a truck (and driver) on a day. They warn (answered as
 * `meta.conflicts`) except a sold truck, which blocks: it has left the fleet.
 */
export interface Conflict {
  code: string;
  field: 'truck' | 'driver' | 'trailers' | 'plannedDate';
  message: string;
  blocking?: boolean;
}

export interface TruckFacts {
  id: number;
  name: string;
  vehicleClass: VehicleClass;
  truckStatus: string;
  techInspectionDate: string | null;
  tachographInspectionDate: string | null;
  /** Seasons of the tyre sets mounted now. */
  mountedSeasons: string[];
}

export interface DriverFacts {
  id: number;
  name: string;
  driverStatus: string;
  licenceExpiryDate: string | null;
  code95ExpiryDate: string | null;
  driverCardExpiryDate: string | null;
  adrExpiryDate: string | null;
}

/** A window in ISO date-times; a job without stop times takes its whole planned day. */
export interface Window {
  from: string;
  to: string;
}

export interface BookedJob {
  jobNumber: number;
  truckId: number | null;
  driverId: number | null;
  /** The trip it travels in: jobs of one trip share their truck, driver and day on purpose. */
  tripId: number | null;
  window: Window;
}

export interface AssignmentFacts {
  date: string;
  job: { vehicleClass: VehicleClass; adr: boolean; window: Window };
  truck: TruckFacts;
  driver: DriverFacts | null;
  /** Other live jobs of this truck or driver on the day (not this one). */
  booked: BookedJob[];
  /** The trip this job travels in; its other jobs are not double bookings. */
  tripId?: number | null;
}

/** Swedish rule for heavy vehicles: winter tyres 1 December – 31 March (domain model §4.5). */
export const inWinterSeason = (date: string): boolean => {
  const month = Number(date.slice(5, 7));
  return month === 12 || month <= 3;
};

const overlaps = (a: Window, b: Window): boolean => a.from < b.to && b.from < a.to;

/** A date (due date) before the job's day is overdue on that day. */
const expired = (due: string | null, date: string): boolean => due !== null && due < date;

const truckConflicts = ({ date, job, truck }: AssignmentFacts): Conflict[] => {
  const found: Conflict[] = [];
  const add = (code: string, message: string, blocking = false) =>
    found.push({ code, field: 'truck', message, ...(blocking ? { blocking } : {}) });
  if (truck.truckStatus === 'sold') add('truck_sold', `${truck.name} is sold and cannot be planned`, true);
  if (truck.truckStatus === 'out_of_service' || truck.truckStatus === 'in_workshop')
    add('truck_unavailable', `${truck.name} is ${truck.truckStatus.replace(/_/g, ' ')}`);
  if (expired(truck.techInspectionDate, date))
    add('inspection_overdue', `${truck.name}'s roadworthiness inspection was due ${truck.techInspectionDate}`);
  if (expired(truck.tachographInspectionDate, date))
    add('tachograph_overdue', `${truck.name}'s tachograph inspection was due ${truck.tachographInspectionDate}`);
  if (inWinterSeason(date) && truck.vehicleClass === 'truck' && !truck.mountedSeasons.includes('winter')) {
    add('winter_tyres', `${truck.name} has no winter tyres mounted; they are required 1 Dec – 31 Mar`);
  }
  if (truck.vehicleClass !== job.vehicleClass)
    add('vehicle_class', `The job needs a ${job.vehicleClass}, ${truck.name} is a ${truck.vehicleClass}`);
  return found;
};

const DRIVER_DOCUMENTS = [
  ['licenceExpiryDate', 'licence_expired', 'driving licence'],
  ['code95ExpiryDate', 'code95_expired', 'Code 95 (YKB)'],
  ['driverCardExpiryDate', 'driver_card_expired', 'driver card'],
] as const;

const driverConflicts = ({ date, job, driver }: AssignmentFacts): Conflict[] => {
  if (!driver)
    return job.adr
      ? [{ code: 'adr_driver', field: 'driver', message: 'ADR goods need an ADR-qualified driver; no driver is assigned' }]
      : [];
  const found: Conflict[] = [];
  if (driver.driverStatus !== 'active')
    found.push({ code: 'driver_unavailable', field: 'driver', message: `${driver.name} is ${driver.driverStatus.replace(/_/g, ' ')}` });
  for (const [key, code, label] of DRIVER_DOCUMENTS) {
    if (expired(driver[key], date)) found.push({ code, field: 'driver', message: `${driver.name}'s ${label} expired ${driver[key]}` });
  }
  if (job.adr && (!driver.adrExpiryDate || expired(driver.adrExpiryDate, date))) {
    found.push({
      code: 'adr_driver',
      field: 'driver',
      message: `ADR goods need an ADR-qualified driver; ${driver.name} ${driver.adrExpiryDate ? `has an ADR certificate that expired ${driver.adrExpiryDate}` : 'has no ADR certificate'}`,
    });
  }
  return found;
};

const sameTrip = (tripId: number | null | undefined, other: BookedJob): boolean => tripId != null && other.tripId === tripId;

const bookingConflicts = ({ job, truck, driver, booked, tripId }: AssignmentFacts): Conflict[] =>
  booked
    .filter((other) => !sameTrip(tripId, other) && overlaps(other.window, job.window))
    .flatMap((other): Conflict[] => [
      ...(other.truckId === truck.id
        ? [
            {
              code: 'truck_double_booked',
              field: 'truck' as const,
              message: `${truck.name} is already on job ${other.jobNumber} at that time`,
            },
          ]
        : []),
      ...(driver && other.driverId === driver.id
        ? [
            {
              code: 'driver_double_booked',
              field: 'driver' as const,
              message: `${driver.name} is already on job ${other.jobNumber} at that time`,
            },
          ]
        : []),
    ]);

export const assignmentConflicts = (facts: AssignmentFacts): Conflict[] => [
  ...truckConflicts(facts),
  ...driverConflicts(facts),
  ...bookingConflicts(facts),
];

/** The window of a job on its day: its first planned stop time to its last, or the whole day. */
export const jobWindow = (date: string, stops: { plannedFrom: string | null; plannedTo: string | null }[]): Window => {
  const times = stops
    .flatMap((stop) => [stop.plannedFrom, stop.plannedTo])
    .filter((time): time is string => !!time)
    .sort();
  if (times.length === 0) return { from: `${date}T00:00:00.000Z`, to: `${date}T23:59:59.999Z` };
  const from = times[0]!;
  const to = times.at(-1)!;
  // One stop time only: assume an hour's work, so the window is never empty.
  return { from, to: to > from ? to : new Date(Date.parse(from) + 3_600_000).toISOString() };
};
