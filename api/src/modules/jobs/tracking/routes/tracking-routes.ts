import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../../../http/errors';
import { trackingLinkAnswerSchema, trackingViewSchema } from '../model/tracking-answers';
import { findJobId } from '../repository/tracking-repository';
import { trackedCmr, trackedFile, viewTracking } from '../services/read-tracking';
import { trackingLinkIssuer } from '../services/tracking-links';

// A page load is the answer and the proof's pictures (up to 11); a script trying tokens is slowed to a crawl.
const PER_ADDRESS = { max: 60, timeWindow: 60_000 };
const tooMany = () => new HttpError(429, 'RateLimitError', 'Too many requests, please try again later.');
const tokenOf = (query: { token?: unknown }): string => (typeof query.token === 'string' ? query.token : '');

/**
 * The tracking routes: the office gets a job's link (`POST /api/jobs/:id/tracking-link`), the
 * customer reads the job and its proof's pictures with the link's token, without signing in.
 */
export const trackingRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => tooMany() });

  app.post<{ Params: { id: string } }>(
    '/api/jobs/:id/tracking-link',
    {
      preHandler: app.authorize('tracking-links', 'create'),
      config: { openapi: { bodyOptional: true, response: trackingLinkAnswerSchema } },
      schema: { summary: 'The job’s tracking link for its customer (made once, then the same): {data: {url}}', tags: ['jobs'] },
    },
    async (request) => {
      const job = await findJobId(app.db, request.params.id);
      if (!job) throw notFound('The job does not exist');
      return { data: await trackingLinkIssuer(app.config)(app.db, Number(job.id)), meta: {} };
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/api/jobs/track',
    {
      config: { public: true, rateLimit: PER_ADDRESS, openapi: { errors: [404, 410, 429], response: trackingViewSchema } },
      schema: { summary: 'What a tracking link shows (no sign-in): 404 unknown, 410 expired or cancelled', tags: ['jobs'] },
    },
    async (request) => ({ data: await viewTracking(app, tokenOf(request.query)), meta: {} }),
  );

  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/jobs/track/files/:id',
    {
      config: { public: true, rateLimit: PER_ADDRESS, openapi: { errors: [410, 429], file: 'image/*' } },
      schema: { summary: 'A picture of the tracked job’s proof of delivery (signature, photos), by the link’s token', tags: ['jobs'] },
    },
    async (request, reply) => {
      const id = /^\d{1,10}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!Number.isSafeInteger(id)) throw notFound('This file is not part of the tracked job');
      const file = await trackedFile(app, tokenOf(request.query), id);
      // Private: a shared cache must not hand a proof to someone without the link.
      return reply
        .type(file.mime)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/api/jobs/track/cmr',
    {
      config: { public: true, rateLimit: PER_ADDRESS, openapi: { file: 'application/pdf', errors: [404, 410, 429] } },
      schema: { summary: 'The tracked job’s signed consignment note (CMR) as a PDF, once delivered, by the link’s token', tags: ['jobs'] },
    },
    async (request, reply) => {
      const note = await trackedCmr(app, tokenOf(request.query));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="cmr-${note.jobNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(note.bytes);
    },
  );
};
