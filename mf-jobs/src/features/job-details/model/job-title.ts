import type { JobKind } from '@haulage/shared/contracts';

/** "Job 1042", "Template 1043": how a job is named in its heading and the tab. */
export const jobTitle = (job: { kind: JobKind; jobNumber: number }): string =>
  `${job.kind === 'template' ? 'Template' : 'Job'} ${job.jobNumber}`;
