import type { Kysely } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import { findJobRow, markKmActualEstimated } from '../repository/jobs-repository';
import { type Actor, recordStatusMove, settleJob } from './job-writer';

type JobRow = NonNullable<Awaited<ReturnType<typeof findJobRow>>>;

const value = (n: number | null): string => (n == null ? '–' : String(Number(n)));

/** What an office correction of a finished job's actuals says in its history; null when nothing changed. */
export const actualsCorrection = (
  before: Pick<JobRow, 'km_actual' | 'hours_actual'>,
  after: Pick<JobRow, 'km_actual' | 'hours_actual'>,
) => {
  const changes: string[] = [];
  if (value(before.km_actual) !== value(after.km_actual)) changes.push(`km ${value(before.km_actual)} → ${value(after.km_actual)}`);
  if (value(before.hours_actual) !== value(after.hours_actual))
    changes.push(`hours ${value(before.hours_actual)} → ${value(after.hours_actual)}`);
  return changes.length === 0 ? null : `Actuals corrected: ${changes.join(', ')}`;
};

/**
 * A completed job's km and hours came from the road (or were typed in). An office correction of
 * either re-rates the job by its agreement exactly as completion does (`settleJob` completing: a
 * completed job's price is otherwise frozen) and is written in the job's history beside the status
 * moves, so invoicing and pay can see it. A corrected km is the office's figure, no longer the
 * road's route estimate, whatever the job's status.
 */
export const recordActualsCorrection = async (trx: Kysely<Database>, dialect: Dialect, before: JobRow, actor: Actor): Promise<void> => {
  const id = Number(before.id);
  const after = await findJobRow(trx, id);
  if (!after) return;
  if (value(before.km_actual) !== value(after.km_actual) && Boolean(before.km_actual_estimated))
    await markKmActualEstimated(trx, id, false);
  if (before.status !== 'completed') return;
  const reason = actualsCorrection(before, after);
  if (!reason) return;
  await settleJob(trx, dialect, id, true);
  await recordStatusMove(trx, dialect, { jobId: id, from: before.status, to: before.status, reason, actor, at: new Date().toISOString() });
};
