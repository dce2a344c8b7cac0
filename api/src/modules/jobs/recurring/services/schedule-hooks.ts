import { officeToday } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { CollectionHooks } from '../../../../content';
import type { Database } from '../../../../db/database';
import { fieldErrors } from '../../../../http/errors';
import { findJobByRef } from '../../repository/jobs-repository';
import { findScheduleRow } from '../repository/recurring-repository';
import { materialiseSchedule } from './materialise';
import { dropRedoable } from './redo-occurrences';

const refuse = (message: string) => fieldErrors([{ path: ['templateJob'], message, name: 'ValidationError' }]);

/** A schedule repeats a template job (kind `template`): its id goes in, never a body of job fields. */
const checkTemplate = async (trx: Kysely<Database>, ref: unknown): Promise<void> => {
  if (ref === undefined) return;
  const job = await findJobByRef(trx, ref as string | number);
  if (!job) throw refuse('The template job does not exist');
  if (job.kind !== 'template') throw refuse(`Job ${job.job_number} is not a template; save it as a template first`);
};

/**
 * A new schedule makes its horizon's jobs in the same transaction; an edited one first drops the
 * future occurrences nobody has acted on, so only those follow the new rule.
 */
export const scheduleHooks = (horizonWeeks: number): CollectionHooks => ({
  beforeCreate: (ctx) => checkTemplate(ctx.trx, ctx.data.templateJob),
  beforeUpdate: (ctx) => checkTemplate(ctx.trx, ctx.data.templateJob),
  afterWrite: async (ctx) => {
    if (ctx.action === 'delete') return;
    const today = officeToday();
    const deleted = ctx.action === 'update' ? await dropRedoable(ctx.trx, ctx.dialect, ctx.id, today) : [];
    const schedule = (await findScheduleRow(ctx.trx, ctx.id))!;
    const created = await materialiseSchedule(ctx.trx, ctx.dialect, schedule, { today, horizonWeeks });
    for (const job of created) ctx.publish('jobs', 'created', job);
    for (const job of deleted) ctx.publish('jobs', 'deleted', job);
  },
});
