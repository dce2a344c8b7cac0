import { isLanguage } from '@haulage/shared/i18n';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../../http/errors';
import { driverOf } from '../../driver-app/services/driver-action';
import { byRef } from '../../repository/jobs-repository';
import { customerLanguageOfJob, findCmrJob } from '../repository/cmr-repository';
import { renderCmrPdf } from '../services/cmr-document';

/** GET /api/jobs/:id/cmr: the consignment note as a PDF, in the customer's language. */
export const cmrRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id/cmr',
    {
      preHandler: app.authorize('consignment-notes', 'read'),
      config: { openapi: { file: 'application/pdf' } },
      schema: {
        summary: 'The job’s consignment note (CMR) as a PDF, in the customer’s language; a driver reads only their own job’s',
        tags: ['jobs'],
      },
    },
    async (request, reply) => {
      const [column, value] = byRef(request.params.id);
      const job = await findCmrJob(app.db, column, value);
      // A template carries no goods; another driver's job is answered as if it did not exist.
      if (!job || job.kind !== 'job') throw notFound('The job does not exist');
      if (request.user.type === 'driver' && Number(job.driver_id) !== (await driverOf(app, request.user)).driverId)
        throw notFound('The job does not exist');
      const language = await customerLanguageOfJob(app.db, Number(job.id));
      const pdf = await renderCmrPdf(app, Number(job.id), isLanguage(language) ? language : 'sv');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="cmr-${job.job_number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
