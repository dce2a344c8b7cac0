import type { Kysely } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import { findJobRow } from '../repository/jobs-repository';
import { type Actor, recordStatusMove } from './job-writer';

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
 * A completed job's km and hours came from the road (or were typed in): a later correction by the
 * office is written in the job's history beside the status moves, so invoicing and pay can see it.
 */
export const recordActualsCorrection = async (trx: Kysely<Database>, dialect: Dialect, before: JobRow, actor: Actor): Promise<void> => {
  if (before.status !== 'completed') return;
  const after = await findJobRow(trx, Number(before.id));
  const reason = after ? actualsCorrection(before, after) : null;
  if (!reason) return;
  await recordStatusMove(trx, dialect, {
    jobId: Number(before.id),
    from: before.status,
    to: before.status,
    reason,
    actor,
    at: new Date().toISOString(),
  });
};
