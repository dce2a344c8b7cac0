import rateLimit from '@fastify/rate-limit';
import {
  confirmationAnswerSchema,
  confirmationRequestSchema,
  confirmationViewSchema,
  driverEtaSchema,
  etaUpdateSchema,
} from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { isPlainObject, readBody } from '../../../../content';
import { HttpError, validationError } from '../../../../http/errors';
import { createTokenThrottle } from '../model/token-throttle';
import { confirmationAnsweredSchema, confirmationSentSchema, etaToldSchema } from '../model/confirmation-answers';
import { hashConfirmationToken } from '../model/confirmation-token';
import { answerConfirmation, viewConfirmation } from '../services/answer-confirmation';
import { updateEta } from '../services/update-eta';
import { driverEtaInput } from '../../driver-app/index';
import { sendConfirmation } from '../services/send-confirmation';

/** `{data: {…}}` as Strapi clients send it, or the fields bare as the spec writes them. */
const fieldsOf = (body: unknown): Record<string, unknown> => {
  if (!isPlainObject(body)) throw validationError('Send a JSON object');
  const keys = Object.keys(body);
  if (keys.length === 1 && keys[0] === 'data') {
    if (!isPlainObject(body.data)) throw validationError('data must be an object');
    return body.data;
  }
  return body;
};

// A person answers once or twice; a script trying tokens is slowed to a crawl.
const PER_ADDRESS = { max: 30, timeWindow: 60_000 };
const tooMany = () => new HttpError(429, 'RateLimitError', 'Too many requests, please try again later.');

/**
 * The confirmation routes: the office sends (`POST /api/jobs/sms-meta-data`), the person on the
 * phone reads and answers without signing in (`GET`/`PATCH /api/jobs/confirm-sms`), and an ETA is
 * told (`PATCH /api/jobs/eta`).
 */
export const confirmationRoutes = async (app: FastifyInstance): Promise<void> => {
  const tokenThrottle = createTokenThrottle(30, 10 * 60_000);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => tooMany(),
  });

  app.post(
    '/api/jobs/sms-meta-data',
    {
      preHandler: app.authorize('jobs', 'update'),
      config: { openapi: { status: 201, errors: [404, 409], body: confirmationRequestSchema, response: confirmationSentSchema } },
      schema: { summary: 'Send a job for confirmation by SMS ({data: {job, recipientType, contact?, driver?}})', tags: ['jobs'] },
    },
    async (request, reply) => {
      const input = readBody(confirmationRequestSchema, fieldsOf(request.body));
      const answer = await sendConfirmation(app, request.user, input as Parameters<typeof sendConfirmation>[2]);
      return reply.status(201).send(answer);
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/api/jobs/confirm-sms',
    {
      config: { public: true, rateLimit: PER_ADDRESS, openapi: { response: confirmationViewSchema, errors: [404, 409, 410, 429] } },
      schema: {
        summary:
          'What a confirmation link shows, in its reader’s language (no sign-in): 404 unknown, 409 used, 410 expired or cancelled (409 and 410 name `details.language`)',
        tags: ['jobs'],
      },
    },
    async (request) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      if (token.length < 16 || token.length > 200) throw new HttpError(404, 'NotFoundError', 'This link is not valid', {});
      if (!tokenThrottle.allow(hashConfirmationToken(token))) throw tooMany();
      return { data: await viewConfirmation(app, token), meta: {} };
    },
  );

  app.patch(
    '/api/jobs/confirm-sms',
    {
      config: {
        public: true,
        rateLimit: PER_ADDRESS,
        openapi: {
          errors: [404, 409, 410, 429],
          body: confirmationAnswerSchema,
          bare: true,
          response: confirmationAnsweredSchema,
          bareAnswer: true,
        },
      },
      schema: { summary: 'Answer a confirmation link once ({token, response, reason?}; no sign-in)', tags: ['jobs'] },
    },
    async (request) => {
      const input = readBody(confirmationAnswerSchema, fieldsOf(request.body)) as {
        token: string;
        response: 'confirmed' | 'declined';
        reason?: string | null;
      };
      if (!tokenThrottle.allow(hashConfirmationToken(input.token))) throw tooMany();
      return answerConfirmation(app, input, request.ip);
    },
  );

  app.patch(
    '/api/jobs/eta',
    {
      preHandler: app.authorize('job-etas', 'update'),
      config: { openapi: { body: etaUpdateSchema, bare: true, errors: [404, 409, 429], response: etaToldSchema } },
      schema: {
        summary:
          'Tell a job’s ETA ({job, eta, source}); a driver’s phone sends {job, position: {lat, lng}} for their own job, every few minutes at most, and the ETA is worked out from it and the stops left',
        tags: ['jobs'],
      },
    },
    async (request) => {
      const fields = fieldsOf(request.body);
      if (request.user.type === 'driver') return updateEta(app, await driverEtaInput(app, request.user, readBody(driverEtaSchema, fields)));
      return updateEta(app, readBody(etaUpdateSchema, fields) as { job: string | number; eta: string; source: string });
    },
  );
};
