import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { jobWindow } from '../model/conflicts';
import { planConflicts } from '../model/plan-conflicts';
import { driverFactsByIds, plannedInRange, truckFactsByIds } from '../repository/assign-repository';
import { stopsOf } from '../repository/jobs-repository';

const distinct = (ids: (number | null)[]): number[] => [...new Set(ids.filter((id): id is number => id != null))];

/**
 * The conflicts of every job on the plan in the days from–to, from the data as it is now (never a
 * copy kept from the drop): the same rule as an assignment, over whole days. Five reads in all.
 */
export const conflictsInRange = async (db: Kysely<Database>, from: string, to: string) => {
  const rows = await plannedInRange(db, from, to);
  const ids = rows.map((row) => Number(row.id));
  const [stops, trucks, drivers] = await Promise.all([
    stopsOf(db, ids),
    truckFactsByIds(db, distinct(rows.map((row) => row.truck_id))),
    driverFactsByIds(db, distinct(rows.map((row) => row.driver_id))),
  ]);
  const documentIds = new Map(rows.map((row) => [Number(row.id), row.document_id]));
  const planned = rows.map((row) => ({
    id: Number(row.id),
    jobNumber: Number(row.job_number),
    date: row.planned_date!,
    truckId: Number(row.truck_id),
    driverId: row.driver_id == null ? null : Number(row.driver_id),
    tripId: row.trip_id == null ? null : Number(row.trip_id),
    vehicleClass: row.vehicle_class as 'truck',
    adr: Boolean(row.adr),
    window: jobWindow(row.planned_date!, stops.get(Number(row.id)) ?? []),
  }));
  return planConflicts(planned, trucks, drivers).map(({ job, conflicts }) => ({
    id: job.id,
    documentId: documentIds.get(job.id)!,
    jobNumber: job.jobNumber,
    plannedDate: job.date,
    conflicts,
  }));
};
