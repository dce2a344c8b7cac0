import { priceAgreementInputSchema, priceAgreementUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../http/errors';
import { pricingsType } from '../content-types';
import { findAgreementRow } from '../repository/pricing-repository';
import { readPricingBody } from './pricing-body';
import { createPricingService, toPricingDto } from '../services/pricing-service';
import { quantitiesSchema } from '../model/rate-schema';
import { priceModelAnswerSchema, ratingAnswerSchema } from '../model/pricing-answers';
import { actorOf, type IdParams, reader } from './route-helpers';
import { viewerOf } from '../../../content';

/** The generic model, customer agreements and the rating preview. */
export const pricingRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createPricingService(app.db, app.dialect, app.publish);
  const canRead = app.authorize('customer-pricings', 'read');

  app.get(
    '/api/customer-pricing/model',
    {
      preHandler: canRead,
      config: { openapi: { response: priceModelAnswerSchema } },
      schema: { summary: 'The generic price model every agreement starts from', tags: ['customer-pricings'] },
    },
    async () => ({ data: await service.genericModel(), meta: {} }),
  );

  app.put(
    '/api/customer-pricing/model',
    {
      preHandler: app.authorize('customer-pricings', 'update'),
      config: { openapi: { body: priceAgreementUpdateSchema, response: priceModelAnswerSchema } },
      schema: { summary: 'Update the generic price model', tags: ['customer-pricings'] },
    },
    async (request) => {
      const data = await service.updateGenericModel(readPricingBody(priceAgreementUpdateSchema, request.body), actorOf(request));
      return { data, meta: {} };
    },
  );

  /** A price preview; reading prices is enough, nothing is written. */
  app.post(
    '/api/customer-pricings/rate',
    {
      preHandler: canRead,
      config: { openapi: { body: quantitiesSchema, bare: true, response: ratingAnswerSchema } },
      schema: { summary: 'The price of a job under a customer’s agreement', tags: ['customer-pricings'] },
    },
    async (request) => ({
      data: await service.rate(request.body),
      meta: {},
    }),
  );

  app.get(
    '/api/customer-pricings',
    {
      preHandler: canRead,
      config: { openapi: { entry: pricingsType, list: true } },
      schema: { summary: 'Price agreements (filters, sort, pagination), each with its lines', tags: ['customer-pricings'] },
    },
    async (request) => {
      const page = await reader(app, pricingsType).find(request.query, viewerOf(request));
      const data = await Promise.all(
        (page.data as { id: number }[]).map(async (entry) => {
          const row = await findAgreementRow(app.db, entry.id);
          return row ? { ...entry, ...(await toPricingDto(app.db, row)) } : entry;
        }),
      );
      return { ...page, data };
    },
  );

  app.get<{ Params: IdParams }>(
    '/api/customer-pricings/:id',
    {
      preHandler: canRead,
      config: { openapi: { entry: pricingsType } },
      schema: { summary: 'One price agreement with its lines', tags: ['customer-pricings'] },
    },
    async (request) => {
      const row = await findAgreementRow(app.db, request.params.id);
      if (!row) throw notFound('Price agreement not found');
      return { data: await toPricingDto(app.db, row), meta: {} };
    },
  );

  app.post(
    '/api/customer-pricings',
    {
      preHandler: app.authorize('customer-pricings', 'create'),
      schema: { summary: 'Create a price agreement (body {data})', tags: ['customer-pricings'] },
      config: { openapi: { status: 201, errors: [409], body: priceAgreementInputSchema, entry: pricingsType } },
    },
    async (request, reply) => {
      const data = await service.create(readPricingBody(priceAgreementInputSchema, request.body), actorOf(request));
      return reply.status(201).send({ data, meta: {} });
    },
  );

  app.put<{ Params: IdParams }>(
    '/api/customer-pricings/:id',
    {
      preHandler: app.authorize('customer-pricings', 'update'),
      schema: { summary: 'Update a price agreement (body {data})', tags: ['customer-pricings'] },
      config: { openapi: { errors: [409], body: priceAgreementUpdateSchema, entry: pricingsType } },
    },
    async (request) => {
      const data = await service.update(request.params.id, readPricingBody(priceAgreementUpdateSchema, request.body), actorOf(request));
      return { data, meta: {} };
    },
  );
};
