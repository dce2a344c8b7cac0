import type { Kysely } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { type Conflict, type DriverFacts, type TruckFacts, assignmentConflicts, jobWindow } from '../model/conflicts';
import { bookedOnDay, lockDriver, lockTruck } from '../repository/assign-repository';
import { findJobRow, stopsOf } from '../repository/jobs-repository';

/** A job put on a truck (and driver) on a day: what its conflicts are checked against. */
export interface PlanFacts {
  jobId: number;
  date: string;
  truck: TruckFacts;
  driver: DriverFacts | null;
  vehicleClass: string;
  adr: boolean;
  /** The trip the job travels in: its other jobs share the truck and day on purpose. */
  tripId: number | null;
}

/** Which conflicts refuse the plan: a blocking one (a drop), any (a schedule's own plan), none (a plan left as it was). */
export type PlanRefusal = 'blocking' | 'any' | 'none';

const refuses = (conflict: Conflict, refusal: PlanRefusal): boolean => refusal === 'any' || (refusal === 'blocking' && !!conflict.blocking);

/**
 * The conflicts of one plan, read after the truck and driver rows are locked (so a concurrent plan
 * of the same truck or driver is seen), by the rule every assignment uses. A refused conflict is
 * the 409 that rolls the caller's write back.
 */
export const checkPlan = async (trx: Kysely<Database>, plan: PlanFacts, refusal: PlanRefusal = 'blocking'): Promise<Conflict[]> => {
  const { jobId, date } = plan;
  const stops = await stopsOf(trx, [jobId]);
  const booked = await bookedOnDay(trx, date, plan.truck.id, plan.driver?.id ?? null, jobId);
  const windows = await stopsOf(
    trx,
    booked.map((b) => Number(b.id)),
  );
  const conflicts = assignmentConflicts({
    date,
    truck: plan.truck,
    driver: plan.driver,
    tripId: plan.tripId,
    job: { vehicleClass: plan.vehicleClass as 'truck', adr: plan.adr, window: jobWindow(date, stops.get(jobId) ?? []) },
    booked: booked.map((b) => ({
      jobNumber: Number(b.job_number),
      truckId: b.truck_id,
      driverId: b.driver_id,
      tripId: b.trip_id,
      window: jobWindow(date, windows.get(Number(b.id)) ?? []),
    })),
  });
  const refused = conflicts.find((conflict) => refuses(conflict, refusal));
  if (refused) throw new HttpError(409, 'ConflictError', refused.message, { conflicts });
  return conflicts;
};

/** A trip's jobs share one truck, driver and day: one of them alone is not moved away from it. */
export const tripMoveRefusal = (jobNumber: number): HttpError =>
  new HttpError(409, 'ConflictError', `Job ${jobNumber} travels in a trip; split the trip to plan it on its own`, {});

type JobRow = NonNullable<Awaited<ReturnType<typeof findJobRow>>>;

/**
 * A job already written onto its truck, driver and day (a PUT, a status move to planned), checked
 * as a drop is: truck locked first, then driver — the order every assignment takes them in.
 */
export const checkJobPlan = async (trx: Kysely<Database>, dialect: Dialect, row: JobRow, refusal: PlanRefusal): Promise<Conflict[]> => {
  const truck = (await lockTruck(trx, dialect, Number(row.truck_id)))!;
  const driver = row.driver_id == null ? null : await lockDriver(trx, dialect, Number(row.driver_id));
  const job = { jobId: Number(row.id), date: row.planned_date!, vehicleClass: row.vehicle_class, adr: Boolean(row.adr) };
  return checkPlan(trx, { ...job, truck, driver, tripId: row.trip_id }, refusal);
};
