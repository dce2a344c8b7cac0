import type { VehicleClass } from '@haulage/shared/contracts';
import { type Conflict, type DriverFacts, type TruckFacts, type Window, assignmentConflicts } from './conflicts';

/** A job on the plan: on a truck (and maybe a driver) on its day, in its window. */
export interface PlannedJob {
  id: number;
  jobNumber: number;
  date: string;
  truckId: number;
  driverId: number | null;
  tripId: number | null;
  vehicleClass: VehicleClass;
  adr: boolean;
  window: Window;
}

export interface JobConflicts {
  job: PlannedJob;
  conflicts: Conflict[];
}

/**
 * The conflicts of every job of a plan, by the same rule as a drop (`assignmentConflicts`): each
 * job against its truck, its driver and the other jobs of their day. `planned` holds whole days,
 * so a job's day is all there. Jobs without conflicts are left out.
 */
export const planConflicts = (
  planned: readonly PlannedJob[],
  trucks: ReadonlyMap<number, TruckFacts>,
  drivers: ReadonlyMap<number, DriverFacts>,
): JobConflicts[] => {
  const byDay = new Map<string, PlannedJob[]>();
  for (const job of planned) byDay.set(job.date, [...(byDay.get(job.date) ?? []), job]);
  return planned.flatMap((job) => {
    const truck = trucks.get(job.truckId);
    if (!truck) return [];
    const driver = job.driverId == null ? null : (drivers.get(job.driverId) ?? null);
    const booked = (byDay.get(job.date) ?? [])
      .filter((other) => other.id !== job.id && (other.truckId === job.truckId || (driver != null && other.driverId === driver.id)))
      .map((other) => ({
        jobNumber: other.jobNumber,
        truckId: other.truckId,
        driverId: other.driverId,
        tripId: other.tripId,
        window: other.window,
      }));
    const conflicts = assignmentConflicts({
      date: job.date,
      job: { vehicleClass: job.vehicleClass, adr: job.adr, window: job.window },
      truck,
      driver,
      booked,
      tripId: job.tripId,
    });
    return conflicts.length > 0 ? [{ job, conflicts }] : [];
  });
};
