import type { Kysely } from 'kysely';
import { createContentService, type Dialect } from '../../../../content';
import type { Database } from '../../../../db/database';
import { jobsType } from '../../content-types';
import { deleteOccurrences, redoableOccurrences } from '../repository/recurring-repository';
import type { MadeJob } from './materialise';

/**
 * Before an edited (or ended) schedule is made again: its future occurrences that nobody has acted
 * on are removed with their open, unassigned jobs. Planned jobs, skipped and cancelled dates stay.
 */
export const dropRedoable = async (trx: Kysely<Database>, dialect: Dialect, scheduleId: number, from: string): Promise<MadeJob[]> => {
  const rows = await redoableOccurrences(trx, scheduleId, from);
  await deleteOccurrences(
    trx,
    rows.map((row) => Number(row.id)),
  );
  const jobs = createContentService(trx, dialect, jobsType);
  const dropped: MadeJob[] = [];
  for (const row of rows) {
    if (row.job_id == null) continue;
    const entry = await jobs.delete(Number(row.job_id));
    if (entry) dropped.push({ id: Number(row.job_id), documentId: String((entry as { documentId?: string }).documentId ?? '') });
  }
  return dropped;
};
