import { JOB_STATUS_LABELS, type JobStatus, type JobStatusChange } from '@haulage/shared/contracts';

/** "In progress" for a status the machine knows; a new job's first row comes from nowhere. */
export const statusLabel = (status: string | null): string => (status == null ? 'New' : (JOB_STATUS_LABELS[status as JobStatus] ?? status));

/** The moves in the order they happened (ties by id, the order they were written). */
export const historyInOrder = (history: readonly JobStatusChange[]): JobStatusChange[] =>
  [...history].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
