import { type JobKind, paths } from '@haulage/shared/contracts';
import type { StartStatus } from './job-form';

/** Where a saved job is shown. */
export const jobDetailsPath = (documentId: string): string => paths.jobs.details.href(documentId);

/** What the user is told once a new job is stored, by what it was saved as. */
export const createdMessage = (kind: JobKind, status: StartStatus): string => {
  if (kind === 'template') return 'Template is saved successfully';
  return status === 'draft' ? 'Draft is saved successfully' : 'Job is created successfully';
};

/** "Job 1042", "Template 1043": how a job is named in headings. */
export const jobTitle = (job: { kind: JobKind; jobNumber: number }): string =>
  `${job.kind === 'template' ? 'Template' : 'Job'} ${job.jobNumber}`;
