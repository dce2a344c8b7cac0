import { cmrCatalogue, createTranslator, formatsFor, type Language } from '@haulage/shared/i18n';
import type { Kysely } from 'kysely';
import type { Config } from '../../../../config';
import type { Database } from '../../../../db/database';
import { notFound } from '../../../../http/errors';
import { readStoredFile } from '../../../auth/index';
import { cmrNote } from '../model/cmr-note';
import { readCmrFacts } from '../repository/cmr-repository';
import { drawCmrPdf } from './cmr-pdf';

/** What a note needs of the app besides the job: the carrier (the seller) and where the signature's file lies. */
export interface CmrHost {
  db: Kysely<Database>;
  config: { invoicing: Pick<Config['invoicing'], 'seller'>; uploadDir: string };
}

// pdfkit draws PNG and JPEG; a signature stored in another form is left out rather than failing the note.
const PRINTABLE = new Set(['image/png', 'image/jpeg']);

/**
 * The job's consignment note (CMR) as a PDF, labelled and dated in `language`: what the tracking
 * page, the driver, the office and an invoice's documents all read. A job that does not exist is 404.
 */
export const renderCmrPdf = async ({ db, config }: CmrHost, jobId: number, language: Language): Promise<Buffer> => {
  const seller = config.invoicing.seller;
  const facts = await readCmrFacts(db, jobId);
  if (!facts) throw notFound('The job does not exist');
  const note = cmrNote({ ...facts, carrier: seller }, createTranslator(language, cmrCatalogue), formatsFor(language));
  const file = note.received?.signatureFileId ? await readStoredFile(db, config.uploadDir, note.received.signatureFileId) : null;
  return drawCmrPdf(note, file && PRINTABLE.has(file.mime) ? file.bytes : null, seller.name);
};
