import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import {
  driverOdometerInputSchema,
  driverRunQuerySchema,
  driverSignInSchema,
  driverTrucksSchema,
  officeToday,
  PROOF_MAX_FILE_BYTES,
  PROOF_MAX_PHOTOS,
  type ProblemFields,
  problemFieldsSchema,
  problemInputSchema,
  stopEventInputSchema,
} from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { isPlainObject, readBody, readDataBody } from '../../../../content';
import { HttpError } from '../../../../http/errors';
import { sessionAnswerSchema } from '../../../auth/index';
import {
  driverRunAnswerSchema,
  odometerAnswerSchema,
  problemAnswerSchema,
  proofAnswerSchema,
  signInLinkSentSchema,
  stopEventAnswerSchema,
} from '../model/driver-answers';
import { isInRunWindow } from '../model/run-window';
import { listDriverTrucks } from '../services/list-trucks';
import { readRun } from '../services/read-run';
import { recordOdometer } from '../services/record-odometer';
import { recordProof } from '../services/record-proof';
import { readProblemParts, readProofParts } from './proof-parts';
import { reportProblem } from '../services/report-problem';
import { sendSignInLink, signInWithLink } from '../services/sign-in-link';
import { recordStopEvent } from '../services/stop-event';
import { driverOf, refusedField } from '../services/driver-action';

// A person opens a link once or twice; a script trying tokens is slowed to a crawl.
const SIGN_IN_PER_ADDRESS = { max: 20, timeWindow: 60_000 };
const tags = ['driver'];

/** The driver's road app: sign-in by link, the day's run, and what happens at each stop. */
export const driverRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, 'RateLimitError', 'Too many requests, please try again later.'),
  });
  await app.register(multipart, { limits: { fileSize: PROOF_MAX_FILE_BYTES, files: PROOF_MAX_PHOTOS + 1, fields: 20 } });

  app.post<{ Params: { id: string } }>(
    '/api/drivers/:id/sign-in-link',
    {
      preHandler: app.authorize('driver-sign-in-links', 'create'),
      config: { openapi: { status: 201, errors: [404, 429], response: signInLinkSentSchema } },
      schema: { summary: 'Text the driver a single-use sign-in link to the app (24 h; at most 3 an hour)', tags },
    },
    async (request, reply) => reply.status(201).send(await sendSignInLink(app, request.user, request.params.id)),
  );

  app.post(
    '/api/driver/sign-in',
    {
      config: { public: true, rateLimit: SIGN_IN_PER_ADDRESS, openapi: { errors: [429], response: sessionAnswerSchema, bareAnswer: true } },
      schema: { summary: 'Exchange a sign-in link’s token for a session, once ({token}): {data: {token, user}}', tags },
    },
    async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      return signInWithLink(app, readBody(driverSignInSchema, body).token);
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/driver/run',
    {
      preHandler: app.authorize('driver-run', 'read'),
      // 404: the signed-in user has no driver record.
      config: { openapi: { errors: [404], response: driverRunAnswerSchema } },
      schema: { summary: 'The signed-in driver’s run of a day (?date=YYYY-MM-DD, yesterday to a week ahead)', tags },
    },
    async (request) => {
      const { date } = readBody(driverRunQuerySchema, { date: request.query.date });
      if (!isInRunWindow(date, officeToday())) throw refusedField('date', 'date must be from yesterday to a week ahead');
      const driver = await driverOf(app, request.user);
      const run = await readRun(app.db, { id: driver.driverId, documentId: driver.driverDocumentId, name: driver.driverName }, date);
      return { data: run, meta: {} };
    },
  );

  app.get(
    '/api/driver/trucks',
    {
      preHandler: app.authorize('driver-trucks', 'read'),
      config: { openapi: { response: driverTrucksSchema } },
      schema: {
        summary: 'Trucks a driver may choose for the day: name and plate (?_q=&pagination[page]=&pagination[pageSize]=, at most 100)',
        tags,
      },
    },
    async (request) => listDriverTrucks(app, request.query),
  );

  app.post<{ Params: { id: string } }>(
    '/api/jobs/:id/stop-events',
    {
      preHandler: app.authorize('stop-events', 'create'),
      config: { openapi: { errors: [404], body: stopEventInputSchema, response: stopEventAnswerSchema } },
      schema: { summary: 'Arrived at or departed from a stop of one’s own job ({data: {stop, type, at, position?, clientId}})', tags },
    },
    async (request) => ({
      data: await recordStopEvent(
        app,
        await driverOf(app, request.user),
        request.params.id,
        readDataBody(stopEventInputSchema, request.body),
      ),
      meta: {},
    }),
  );

  app.post<{ Params: { id: string } }>(
    '/api/jobs/:id/problems',
    {
      preHandler: app.authorize('problems', 'create'),
      config: { openapi: { errors: [404], body: problemInputSchema, formBody: true, response: problemAnswerSchema } },
      schema: {
        summary:
          'Report a problem on one’s own job ({data: {stop?, kind, note, at, position?, clientId}}; with photos as multipart: those fields, lat, lng and photos)',
        tags,
      },
    },
    async (request) => {
      const driver = await driverOf(app, request.user);
      if (!request.isMultipart())
        return { data: await reportProblem(app, driver, request.params.id, readDataBody(problemInputSchema, request.body)), meta: {} };
      const parts = await readProblemParts(request);
      const { lat, lng, ...fields } = readBody(problemFieldsSchema, parts.fields) as ProblemFields & { lat?: number; lng?: number };
      const position = lat == null || lng == null ? null : { lat, lng };
      return { data: await reportProblem(app, driver, request.params.id, { ...fields, position }, parts.photos), meta: {} };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/jobs/:id/proofs',
    {
      preHandler: app.authorize('proofs', 'create'),
      config: { openapi: { status: 201, errors: [404], formBody: true, response: proofAnswerSchema } },
      schema: {
        summary:
          'Proof of delivery at a delivery of one’s own job (multipart: stop, signedBy, clientId, signature PNG, photos); the last one completes the job',
        tags,
      },
    },
    async (request, reply) => {
      const driver = await driverOf(app, request.user);
      return reply.status(201).send({ data: await recordProof(app, driver, request.params.id, await readProofParts(request)), meta: {} });
    },
  );

  app.post(
    '/api/driver/odometer',
    {
      preHandler: app.authorize('driver-odometer', 'create'),
      config: { openapi: { errors: [404], body: driverOdometerInputSchema, response: odometerAnswerSchema } },
      schema: { summary: 'The truck’s odometer at the start or end of the day ({data: {truck?, km, at, kind, clientId}})', tags },
    },
    async (request) => ({
      data: await recordOdometer(app, await driverOf(app, request.user), readDataBody(driverOdometerInputSchema, request.body)),
      meta: {},
    }),
  );
};
