import type { JobConflicts, PlanningConflict } from '@haulage/shared/contracts';

const NONE: PlanningConflict[] = [];

/** A job's conflicts as the server answered them for the board's days (none when it is not listed). */
export const conflictsOf = (entries: readonly JobConflicts[], documentId: string): PlanningConflict[] =>
  entries.find((item) => item.documentId === documentId)?.conflicts ?? NONE;

/** The page's list: one line per message, "Job 1042 – …", in the server's order (by day, then job). */
export const conflictLines = (entries: readonly JobConflicts[]) =>
  entries.flatMap((item) =>
    item.conflicts.map((conflict, index) => ({
      key: `${item.documentId}:${conflict.code}:${index}`,
      documentId: item.documentId,
      text: `Job ${item.jobNumber} – ${conflict.message}`,
    })),
  );
