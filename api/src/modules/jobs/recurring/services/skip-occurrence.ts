import { type HolidayPolicy, occurrenceSkipSchema, officeToday } from '@haulage/shared/contracts';
import { defineCommand } from '../../../../content';
import { fieldErrors, HttpError } from '../../../../http/errors';
import { moveJob, moveScopeOf } from '../../services/status-command';
import type { RoutingProvider } from '../../trips/index';
import { planOccurrences } from '../model/occurrence-plan';
import { decideSkip } from '../model/occurrence-skip';
import { claimOccurrence, findScheduleRow, markSkipped, occurrenceOn } from '../repository/recurring-repository';

/**
 * POST /api/recurring-schedules/:id/skip {date, reason?}: one rule day is not made. A day not yet
 * made is claimed as skipped by its unique key; a made one is marked skipped and its job cancelled
 * (leaving any trip, measured by `routing`) in the same transaction. Either way the materialiser
 * never makes it again.
 */
export const skipCommand = (routing: RoutingProvider) =>
  defineCommand({
    name: 'skip',
    body: occurrenceSkipSchema,
    run: async (ctx) => {
      const { date } = ctx.body;
      const schedule = (await findScheduleRow(ctx.trx, ctx.entry.id))!;
      const rule = {
        rrule: schedule.rrule,
        startsOn: schedule.starts_on,
        endsOn: schedule.ends_on,
        holidayPolicy: schedule.holiday_policy as HolidayPolicy,
      };
      const stored = await occurrenceOn(ctx.trx, schedule.id, date);
      const decision = decideSkip({
        date,
        today: officeToday(),
        scheduleStatus: schedule.status,
        isRuleDate: planOccurrences(rule, date, date).some((outcome) => outcome.date === date),
        stored: stored
          ? {
              status: stored.status,
              job: stored.live_job_id == null ? null : { jobNumber: Number(stored.job_number), status: String(stored.job_status) },
            }
          : null,
      });
      if (!decision.ok) {
        if (decision.status === 409) throw new HttpError(409, 'ConflictError', decision.message, {});
        throw fieldErrors([{ path: ['date'], message: decision.message, name: 'ValidationError' }]);
      }
      const reason = ctx.body.reason?.trim() || 'Skipped by a dispatcher';
      if (decision.action === 'claim')
        await claimOccurrence(ctx.trx, {
          scheduleId: schedule.id,
          date,
          plannedDate: null,
          status: 'skipped',
          reason,
          now: new Date().toISOString(),
        });
      if (decision.action === 'mark') await markSkipped(ctx.trx, Number(stored!.id), reason);
      if (decision.cancelJob) {
        const jobId = Number(stored!.live_job_id);
        const documentId = await moveJob(moveScopeOf(ctx, routing), jobId, 'cancelled', reason);
        ctx.publish('jobs', 'status-changed', { id: jobId, documentId });
      }
      ctx.publish('recurring-schedules', 'updated', { id: ctx.entry.id, documentId: ctx.entry.documentId });
    },
  });
