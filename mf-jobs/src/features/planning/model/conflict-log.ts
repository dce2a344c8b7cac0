import type { PlanningConflict } from '@haulage/shared/contracts';
import type { Placement } from './plan-target';

/** The conflicts the server answered for one job's last plan, and where that plan put it. */
export interface ConflictEntry {
  documentId: string;
  jobNumber: number;
  placement: Placement;
  conflicts: PlanningConflict[];
  /** When the answer arrived (ms): a board read started before it cannot know this plan yet. */
  savedAt: number;
}

/** The newest answer for a job replaces the older one; an answer without conflicts clears it. */
export const recordConflicts = (log: readonly ConflictEntry[], entry: ConflictEntry): ConflictEntry[] => {
  const others = log.filter((item) => item.documentId !== entry.documentId);
  return entry.conflicts.length > 0 ? [...others, entry] : others;
};

/** An unplanned job has no truck, so its conflicts no longer apply. */
export const forgetConflicts = (log: readonly ConflictEntry[], documentId: string): readonly ConflictEntry[] =>
  log.some((item) => item.documentId === documentId) ? log.filter((item) => item.documentId !== documentId) : log;

/**
 * After the board reloads: a job it shows somewhere else (moved by anyone, or unplanned) has left
 * the plan the conflicts were about, so they go; a job outside the board's period is kept, because
 * the board cannot tell, and so is a plan newer than the read. Answers the same array when nothing
 * changed, so React can skip a render.
 */
export const pruneConflicts = (
  log: readonly ConflictEntry[],
  placements: ReadonlyMap<string, Placement | null>,
  readStartedAt: number,
): readonly ConflictEntry[] => {
  const kept = log.filter((item) => {
    if (item.savedAt > readStartedAt || !placements.has(item.documentId)) return true;
    const now = placements.get(item.documentId);
    return now != null && now.truck === item.placement.truck && now.date === item.placement.date;
  });
  return kept.length === log.length ? log : kept;
};

export const conflictsOf = (log: readonly ConflictEntry[], documentId: string): PlanningConflict[] =>
  log.find((item) => item.documentId === documentId)?.conflicts ?? [];

/** The page's list: one line per message, "Job 1042 – …", in the order the jobs were planned. */
export const conflictLines = (log: readonly ConflictEntry[]) =>
  log.flatMap((item) =>
    item.conflicts.map((conflict, index) => ({
      key: `${item.documentId}:${conflict.code}:${index}`,
      documentId: item.documentId,
      text: `Job ${item.jobNumber} – ${conflict.message}`,
    })),
  );
