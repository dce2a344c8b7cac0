import { officeToday, type ScheduleStatus } from '@haulage/shared/contracts';
import { type Command, defineCommand } from '../../../../content';
import { HttpError } from '../../../../http/errors';
import { endDate, moveSchedule, type ScheduleAction } from '../model/schedule-status';
import { findScheduleRow, setScheduleStatus } from '../repository/recurring-repository';
import { materialiseSchedule } from './materialise';
import { dropRedoable } from './redo-occurrences';
import type { RoutingProvider } from '../../trips/index';
import { skipCommand } from './skip-occurrence';

/**
 * POST /api/recurring-schedules/:id/pause | resume | end. Pausing stops new jobs (those already
 * made stay); resuming makes the horizon's jobs again; ending stops the schedule today and removes
 * its future jobs nobody has planned.
 */
const scheduleCommand = (horizonWeeks: number, action: ScheduleAction): Command =>
  defineCommand({
    name: action,
    run: async (ctx) => {
      const move = moveSchedule(ctx.entry.status as ScheduleStatus, action);
      if (!move.ok) throw new HttpError(409, 'ConflictError', move.message);
      const today = officeToday();
      const now = new Date().toISOString();
      const ends = action === 'end' ? { ends_on: endDate((ctx.entry.endsOn as string | null) ?? null, today) } : {};
      await setScheduleStatus(ctx.trx, ctx.entry.id, { status: move.to, ...ends, updated_at: now });
      if (action === 'end')
        for (const job of await dropRedoable(ctx.trx, ctx.dialect, ctx.entry.id, today)) ctx.publish('jobs', 'deleted', job);
      if (action === 'resume') {
        const schedule = (await findScheduleRow(ctx.trx, ctx.entry.id))!;
        const made = await materialiseSchedule(ctx.trx, ctx.dialect, schedule, { today, horizonWeeks });
        for (const job of made) ctx.publish('jobs', 'created', job);
      }
      ctx.publish('recurring-schedules', 'updated', { id: ctx.entry.id, documentId: ctx.entry.documentId });
    },
  });

/** `horizonWeeks`: the API's horizon, for schedules without their own; `routing` measures a trip a skipped job leaves. */
export const scheduleCommands = (horizonWeeks: number, routing: RoutingProvider): Command[] => [
  ...(['pause', 'resume', 'end'] as const).map((action) => scheduleCommand(horizonWeeks, action)),
  skipCommand(routing),
];
