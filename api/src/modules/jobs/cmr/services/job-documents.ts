import type { Language } from '@haulage/shared/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { readStoredFile } from '../../../auth/index';
import { proofFilesOfJobs } from '../repository/cmr-repository';
import { type CmrHost, renderCmrPdf } from './cmr-document';

/** What travels with a job's invoice: its consignment note, and its proofs' signature and photo files. */
export interface JobDocuments {
  jobId: number;
  jobNumber: number;
  signatures: number;
  photos: number;
}

export interface DocumentFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** The documents of each job (for an invoice to list them), in job-number order. */
export const describeJobDocuments = async (db: Kysely<Database>, jobIds: number[]): Promise<JobDocuments[]> =>
  (await proofFilesOfJobs(db, jobIds)).map((job) => ({
    jobId: job.jobId,
    jobNumber: job.jobNumber,
    signatures: job.signatures.length,
    photos: job.photos.length,
  }));

const extensionOf = (mime: string): string => (mime === 'image/jpeg' ? 'jpg' : (mime.split('/')[1] ?? 'bin'));

/**
 * The files themselves, read as they are sent (nothing is copied into the outbox): per job its
 * CMR in `language`, then its proofs' signatures and photos. A proof file gone from the upload
 * folder is left out rather than holding back the invoice.
 */
export const jobDocumentFiles = async (host: CmrHost, jobIds: number[], language: Language): Promise<DocumentFile[]> => {
  const files: DocumentFile[] = [];
  for (const job of await proofFilesOfJobs(host.db, jobIds)) {
    files.push({
      filename: `cmr-${job.jobNumber}.pdf`,
      content: await renderCmrPdf(host, job.jobId, language),
      contentType: 'application/pdf',
    });
    const named = [
      ...job.signatures.map((id, i) => ({ id, name: `proof-${job.jobNumber}-signature${job.signatures.length > 1 ? `-${i + 1}` : ''}` })),
      ...job.photos.map((id, i) => ({ id, name: `proof-${job.jobNumber}-photo-${i + 1}` })),
    ];
    for (const { id, name } of named) {
      const file = await readStoredFile(host.db, host.config.uploadDir, id);
      if (file) files.push({ filename: `${name}.${extensionOf(file.mime)}`, content: file.bytes, contentType: file.mime });
    }
  }
  return files;
};
