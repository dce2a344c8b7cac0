import type { FastifyInstance } from 'fastify';
import { cmrRoutes } from './routes/cmr-routes';
import { bindCmrSettings } from './services/cmr-document';

export { renderCmrPdf } from './services/cmr-document';
export { describeJobDocuments, jobDocumentFiles, type DocumentFile, type JobDocuments } from './services/job-documents';

/** The consignment note (CMR) of a job: GET /api/jobs/:id/cmr and renderCmrPdf for other modules. */
export const cmrPlugin = async (app: FastifyInstance): Promise<void> => {
  bindCmrSettings(app.db, { seller: app.config.invoicing.seller, uploadDir: app.config.uploadDir });
  await app.register(cmrRoutes);
};
