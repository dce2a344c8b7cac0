import { customerInputSchema, customerUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { customersType, pricingsType } from './content-types';
import { createCustomersService } from './customers-service';
import { createPricingService } from './pricing-service';
import { actorOf, announce, type IdParams, readData, readOne, reader } from './route-helpers';
import { mayReadType, viewerOf } from '../../content/access';

/** /api/customers: Strapi CRUD; DELETE archives or refuses (see customers-service). */
export const customersRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createCustomersService(app.db);
  const pricing = createPricingService(app.db);

  app.get('/api/customers', { preHandler: app.authorize('customers', 'read') }, async (request) => reader(app, customersType).find(request.query, viewerOf(request)));

  app.get<{ Params: IdParams }>('/api/customers/:id', { preHandler: app.authorize('customers', 'read') }, async (request) => {
    const viewer = viewerOf(request);
    const entry = await readOne(app, viewer, customersType, request.params.id, request.query);
    // The agreement's prices follow the matrix like any relation: only for those who may read prices.
    if (!mayReadType(viewer, pricingsType)) return { data: entry, meta: {} };
    const agreement = await pricing.agreementFor(String(entry.documentId));
    const customerPricing = agreement ? { documentId: agreement.documentId, name: agreement.name, currency: agreement.currency, validFrom: agreement.validFrom, validTo: agreement.validTo, columns: agreement.columns, truckModel: agreement.truckModel, vanModel: agreement.vanModel } : null;
    return { data: { ...entry, customer_pricing: customerPricing }, meta: {} };
  });

  app.post('/api/customers', { preHandler: app.authorize('customers', 'create') }, async (request, reply) => {
    const row = await service.create(readData(customerInputSchema, request.body), actorOf(request));
    announce(app, 'customers', 'created', row);
    return reply.status(201).send({ data: await readOne(app, viewerOf(request), customersType, Number(row.id)), meta: {} });
  });

  app.put<{ Params: IdParams }>('/api/customers/:id', { preHandler: app.authorize('customers', 'update') }, async (request) => {
    const row = await service.update(request.params.id, readData(customerUpdateSchema, request.body), actorOf(request));
    announce(app, 'customers', 'updated', row);
    return { data: await readOne(app, viewerOf(request), customersType, Number(row.id)), meta: {} };
  });

  app.delete<{ Params: IdParams }>('/api/customers/:id', { preHandler: app.authorize('customers', 'delete') }, async (request, reply) => {
    const outcome = await service.remove(request.params.id, actorOf(request));
    if (outcome.kind === 'deleted') {
      announce(app, 'customers', 'deleted', outcome.row);
      return reply.status(204).send();
    }
    announce(app, 'customers', 'updated', outcome.row);
    return { data: await readOne(app, viewerOf(request), customersType, Number(outcome.row.id)), meta: { archived: true } };
  });
};
