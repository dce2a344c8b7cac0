import type { JobAssignInput, JobStatus } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { ContentService, Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import { fieldErrors } from '../../../http/errors';
import type { Conflict } from '../model/conflicts';
import { type Mover, moveJobStatus } from '../model/job-status';
import { lockDriver, lockTruck, truckDefaults } from '../repository/assign-repository';
import { refuseLockedWrite } from './job-guards';
import { checkPlan } from './plan-check';
import { type Actor, recordStatusMove, settleJob } from './job-writer';
import { refusalError } from './status-command';

const missing = (field: string, message: string) => fieldErrors([{ path: [field], message, name: 'ValidationError' }]);

export interface AssignScope {
  trx: Kysely<Database>;
  dialect: Dialect;
  /** The jobs service bound to `trx`. */
  service: ContentService;
  jobId: number;
  mover: Mover;
  actor: Actor;
}

/**
 * Plans an open job (or re-plans a planned/dispatched one) on a truck and day, its driver and
 * trailers defaulting to the truck's own. A blocking conflict — or, with `refuseAnyConflict`, any
 * conflict — is a 409 before anything is written. The board's drop, a trip's jobs (already joined
 * to it) and recurring schedules' default truck all plan through here; a PUT of the same fields is
 * checked by the same `checkPlan` (put-plan.ts).
 */
export const assignJob = async (scope: AssignScope, body: JobAssignInput, refuseAnyConflict = false): Promise<Conflict[]> => {
  const { trx, dialect, jobId } = scope;
  const row = (await scope.service.findRow(jobId))!;
  refuseLockedWrite({ status: String(row.status), job_number: Number(row.job_number) }, { kind: 'assign' });
  const status = row.status as JobStatus;
  const replan = status === 'planned' || status === 'dispatched';
  if (!replan) {
    const move = moveJobStatus(
      { status, kind: row.kind as 'job', truck: 'new', kmActual: null, hoursActual: null },
      'planned',
      scope.mover,
      '',
    );
    if (!move.ok) throw refusalError(move);
  }
  // Locked truck first, then driver: every assignment takes them in the same order (no deadlock).
  const truck = await lockTruck(trx, dialect, body.truck);
  if (!truck) throw missing('truck', 'The truck does not exist');
  const defaults = await truckDefaults(trx, truck.id);
  const driverRef = body.driver === undefined ? defaults.driverId : body.driver;
  const driver = driverRef == null ? null : await lockDriver(trx, dialect, driverRef);
  if (driverRef != null && !driver) throw missing('driver', 'The driver does not exist');
  const date = body.plannedDate;
  // Joining a trip, the job is already in it: the trip's other jobs are not double bookings.
  const conflicts = await checkPlan(
    trx,
    {
      jobId,
      date,
      truck,
      driver,
      vehicleClass: String(row.vehicle_class),
      adr: Boolean(row.adr),
      tripId: (row.trip_id as number | null) ?? null,
    },
    refuseAnyConflict ? 'any' : 'blocking',
  );
  await scope.service.update(jobId, {
    truck: truck.id,
    driver: driver?.id ?? null,
    trailers: body.trailers ?? defaults.trailerIds,
    plannedDate: date,
    ...(replan ? {} : { status: 'planned' }),
  });
  if (!replan)
    await recordStatusMove(trx, dialect, { jobId, from: status, to: 'planned', actor: scope.actor, at: new Date().toISOString() });
  await settleJob(trx, dialect, jobId);
  return conflicts;
};
