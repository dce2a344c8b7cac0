import type { FastifyInstance } from 'fastify';
import { cmrRoutes } from './routes/cmr-routes';

export { renderCmrPdf, type CmrHost } from './services/cmr-document';
export { describeJobDocuments, jobDocumentFiles, type DocumentFile, type JobDocuments } from './services/job-documents';

/** The consignment note (CMR) of a job: GET /api/jobs/:id/cmr and renderCmrPdf for other modules. */
export const cmrPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(cmrRoutes);
};
