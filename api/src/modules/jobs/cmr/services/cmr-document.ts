import type { SellerSnapshot } from '@haulage/shared/contracts';
import { cmrCatalogue, createTranslator, formatsFor, type Language } from '@haulage/shared/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { notFound } from '../../../../http/errors';
import { readStoredFile } from '../../../auth/index';
import { cmrNote } from '../model/cmr-note';
import { readCmrFacts } from '../repository/cmr-repository';
import { drawCmrPdf } from './cmr-pdf';

/** The app's settings a note needs besides the job: the carrier (the seller) and where the signature's file lies. */
export interface CmrSettings {
  seller: SellerSnapshot;
  uploadDir: string;
}

// The agreed port is renderCmrPdf(db, jobId, language): the settings are bound to the app's
// database handle when the module registers, so tests' apps (each with its own database and
// upload folder) never read another's.
const settingsByDb = new WeakMap<object, CmrSettings>();

export const bindCmrSettings = (db: Kysely<Database>, settings: CmrSettings): void => {
  settingsByDb.set(db, settings);
};

const settingsOf = (db: Kysely<Database>): CmrSettings => {
  const settings = settingsByDb.get(db);
  if (!settings) throw new Error('The consignment note is rendered on the API’s own database handle (app.db)');
  return settings;
};

/** Where the app keeps uploaded files (the proofs' signatures and photos). */
export const uploadDirOf = (db: Kysely<Database>): string => settingsOf(db).uploadDir;

// pdfkit draws PNG and JPEG; a signature stored in another form is left out rather than failing the note.
const PRINTABLE = new Set(['image/png', 'image/jpeg']);

/**
 * The job's consignment note (CMR) as a PDF, labelled and dated in `language`: what the tracking
 * page, the driver, the office and an invoice's documents all read. A job that does not exist is 404.
 */
export const renderCmrPdf = async (db: Kysely<Database>, jobId: number, language: Language): Promise<Buffer> => {
  const settings = settingsOf(db);
  const facts = await readCmrFacts(db, jobId);
  if (!facts) throw notFound('The job does not exist');
  const note = cmrNote({ ...facts, carrier: settings.seller }, createTranslator(language, cmrCatalogue), formatsFor(language));
  const file = note.received?.signatureFileId ? await readStoredFile(db, settings.uploadDir, note.received.signatureFileId) : null;
  return drawCmrPdf(note, file && PRINTABLE.has(file.mime) ? file.bytes : null, settings.seller.name);
};
