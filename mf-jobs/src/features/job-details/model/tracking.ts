/** Jobs a customer can follow by link: real jobs from the moment they are taken on, not drafts or cancelled ones. */
export const mayTrack = (job: { kind?: string | null; status: string }): boolean =>
  (job.kind ?? 'job') === 'job' && !['draft', 'cancelled'].includes(job.status);
