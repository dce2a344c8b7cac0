import { type ContentType, registerContentType } from '../../../content';

/**
 * The files a job owns: its proofs' signatures and photos and its problems' photos, each with when
 * and where it was taken. A media owner like a truck's photo, so the gallery lists them under "Job
 * files" with the job named, and a file a job owns is never deleted from under it. Read with the
 * proofs (the office; the job's driver through the road app's own routes), never by viewers.
 */
export const jobFilesType = registerContentType({
  uid: 'job-files',
  resource: 'proofs',
  table: 'job_files',
  attributes: {
    // What the gallery names the owner by: "Job 1042: proof of delivery photo".
    name: { type: 'string' },
    job: { type: 'relation', relation: 'manyToOne', target: 'jobs', column: 'job_id' },
    file: { type: 'media', column: 'file_id' },
    source: { type: 'string' },
    takenAt: { type: 'datetime' },
    latitude: { type: 'float' },
    longitude: { type: 'float' },
  },
} satisfies ContentType);
