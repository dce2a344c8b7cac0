import { paths } from '@haulage/shared/contracts';

/**
 * The gallery page of a job's files (its proofs' and problems' images): the owner kind the API lists
 * them under, and the name every one of them starts with (`job-1042-signature-1.png`).
 */
export const jobFilesHref = (jobNumber: number): string =>
  `${paths.gallery.href()}?${new URLSearchParams({ owner: 'job-files', q: `job-${jobNumber}-` }).toString()}`;
