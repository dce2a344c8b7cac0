import { createId } from '@paralleldrive/cuid2';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';

export type JobFileSource = 'signature' | 'proof_photo' | 'problem_photo';

const DESCRIBED: Record<JobFileSource, string> = {
  signature: 'receiver’s signature',
  proof_photo: 'proof of delivery photo',
  problem_photo: 'photo',
};

/** The stored file's name: the gallery's search finds a job's files by "job-1042". */
export const jobFileName = (jobNumber: number, what: string, index: number, filename: string): string => {
  const ext = /\.[a-z0-9]{1,5}$/i.exec(filename)?.[0]?.toLowerCase() ?? '';
  return `job-${jobNumber}-${what}-${index + 1}${ext}`;
};

/** The job owns the files it was given on the road, each with when and where it was taken. */
export const ownJobFiles = async (
  trx: Kysely<Database>,
  job: { id: number; jobNumber: number },
  files: { id: number; source: JobFileSource; kind?: string }[],
  taken: { at: string; latitude: number | null; longitude: number | null },
): Promise<void> => {
  if (files.length === 0) return;
  const now = new Date().toISOString();
  await trx
    .insertInto('job_files')
    .values(
      files.map((file) => ({
        document_id: createId(),
        name: `Job ${job.jobNumber}: ${file.kind ? `${file.kind} ` : ''}${DESCRIBED[file.source]}`,
        job_id: job.id,
        file_id: file.id,
        source: file.source,
        taken_at: taken.at,
        latitude: taken.latitude,
        longitude: taken.longitude,
        created_at: now,
        updated_at: now,
        published_at: now,
      })),
    )
    .execute();
};
