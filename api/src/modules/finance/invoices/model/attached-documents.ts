import type { Language } from '@haulage/shared/contracts';
import { invoiceWords } from './invoice-language';

/** A job's documents as the invoice lists them (the jobs module's `describeJobDocuments`). */
export interface AttachedJob {
  jobNumber: number;
  signatures: number;
  photos: number;
}

/**
 * The lines "Bilagor" (Attachments) lists on the invoice and in its e-mail, one per document the
 * e-mail carries: every job's consignment note, and its proof of delivery when the driver took
 * one. In the invoice's language.
 */
export const attachedDocumentLines = (jobs: AttachedJob[], language: Language): string[] => {
  const { t } = invoiceWords(language);
  return jobs.flatMap((job) => {
    const signature = job.signatures > 0 ? t('attachments.signature') : null;
    const photos = job.photos > 0 ? t('attachments.photos', { count: job.photos }) : null;
    const parts = signature && photos ? t('attachments.both', { first: signature, second: photos }) : (signature ?? photos);
    const cmr = t('attachments.cmr', { jobNumber: job.jobNumber });
    return parts ? [cmr, t('attachments.proof', { jobNumber: job.jobNumber, parts })] : [cmr];
  });
};
