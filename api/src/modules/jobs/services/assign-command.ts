import { type JobStatus, jobAssignSchema } from '@haulage/shared/contracts';
import { defineCommand } from '../../../content';
import { fieldErrors, HttpError } from '../../../http/errors';
import { assignmentConflicts, jobWindow } from '../model/conflicts';
import { moveJobStatus } from '../model/job-status';
import { bookedOnDay, lockDriver, lockTruck, truckDefaults } from '../repository/assign-repository';
import { stopsOf } from '../repository/jobs-repository';
import { refuseLockedWrite } from './job-guards';
import { actorOf, recordStatusMove, settleJob } from './job-writer';
import { refusalError } from './status-command';

const missing = (field: string, message: string) => fieldErrors([{ path: [field], message, name: 'ValidationError' }]);

/**
 * POST /api/jobs/:id/assign {truck, driver?, plannedDate, trailers?}: a board drop. Plans an open
 * job (or re-plans a planned/dispatched one); the driver and trailers default to the truck's own.
 * Conflicts answer as `meta.conflicts`; a sold truck is a 409 and nothing is written.
 */
export const assignCommand = defineCommand({
  name: 'assign',
  body: jobAssignSchema,
  run: async (ctx) => {
    const row = (await ctx.service.findRow(ctx.entry.id))!;
    refuseLockedWrite({ status: String(row.status), job_number: Number(row.job_number) }, { kind: 'assign' });
    // A trip's jobs share one truck, driver and day: one of them alone is not moved away from it.
    if (row.trip_id != null)
      throw new HttpError(
        409,
        'ConflictError',
        `Job ${String(row.job_number)} travels in a trip; split the trip to plan it on its own`,
        {},
      );
    const status = row.status as JobStatus;
    const replan = status === 'planned' || status === 'dispatched';
    if (!replan) {
      const move = moveJobStatus(
        { status, kind: row.kind as 'job', truck: 'new', kmActual: null, hoursActual: null },
        'planned',
        ctx.request.user.type,
        '',
      );
      if (!move.ok) throw refusalError(move);
    }
    // Locked truck first, then driver: every assignment takes them in the same order (no deadlock).
    const truck = await lockTruck(ctx.trx, ctx.dialect, ctx.body.truck);
    if (!truck) throw missing('truck', 'The truck does not exist');
    const defaults = await truckDefaults(ctx.trx, truck.id);
    const driverRef = ctx.body.driver === undefined ? defaults.driverId : ctx.body.driver;
    const driver = driverRef == null ? null : await lockDriver(ctx.trx, ctx.dialect, driverRef);
    if (driverRef != null && !driver) throw missing('driver', 'The driver does not exist');
    const date = ctx.body.plannedDate;
    const stops = await stopsOf(ctx.trx, [ctx.entry.id]);
    const booked = await bookedOnDay(ctx.trx, date, truck.id, driver?.id ?? null, ctx.entry.id);
    const windows = await stopsOf(
      ctx.trx,
      booked.map((b) => Number(b.id)),
    );
    const conflicts = assignmentConflicts({
      date,
      truck,
      driver,
      job: { vehicleClass: row.vehicle_class as 'truck', adr: Boolean(row.adr), window: jobWindow(date, stops.get(ctx.entry.id) ?? []) },
      booked: booked.map((b) => ({
        jobNumber: Number(b.job_number),
        truckId: b.truck_id,
        driverId: b.driver_id,
        window: jobWindow(date, windows.get(Number(b.id)) ?? []),
      })),
    });
    const blocking = conflicts.find((conflict) => conflict.blocking);
    if (blocking) throw new HttpError(409, 'ConflictError', blocking.message, { conflicts });
    const now = new Date().toISOString();
    await ctx.service.update(ctx.entry.id, {
      truck: truck.id,
      driver: driver?.id ?? null,
      trailers: ctx.body.trailers ?? defaults.trailerIds,
      plannedDate: date,
      ...(replan ? {} : { status: 'planned' }),
    });
    if (!replan)
      await recordStatusMove(ctx.trx, ctx.dialect, {
        jobId: ctx.entry.id,
        from: status,
        to: 'planned',
        actor: actorOf(ctx.request),
        at: now,
      });
    await settleJob(ctx.trx, ctx.dialect, ctx.entry.id);
    ctx.publish('jobs', 'assigned', { id: ctx.entry.id, documentId: ctx.entry.documentId });
    return { meta: { conflicts } };
  },
});
