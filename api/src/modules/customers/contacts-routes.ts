import { customerContactInputSchema, customerContactUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { createContactsService } from './contacts-service';
import { contactsType } from './content-types';
import { actorOf, announce, type IdParams, readData, readOne, reader } from './route-helpers';
import { viewerOf } from '../../content/access';

/** /api/customer-contacts; list by customer with `filters[customer][documentId][$eq]=…`. */
export const contactsRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createContactsService(app.db);
  const populated = { populate: { customer: { fields: ['companyName'] } } };

  app.get('/api/customer-contacts', { preHandler: app.authorize('customer-contacts', 'read') }, async (request) => reader(app, contactsType).find(request.query, viewerOf(request)));

  app.get<{ Params: IdParams }>('/api/customer-contacts/:id', { preHandler: app.authorize('customer-contacts', 'read') }, async (request) => ({
    data: await readOne(app, viewerOf(request), contactsType, request.params.id, request.query),
    meta: {},
  }));

  app.post('/api/customer-contacts', { preHandler: app.authorize('customer-contacts', 'create') }, async (request, reply) => {
    const row = await service.create(readData(customerContactInputSchema, request.body), actorOf(request));
    announce(app, 'customer-contacts', 'created', row);
    return reply.status(201).send({ data: await readOne(app, viewerOf(request), contactsType, Number(row.id), populated), meta: {} });
  });

  app.put<{ Params: IdParams }>('/api/customer-contacts/:id', { preHandler: app.authorize('customer-contacts', 'update') }, async (request) => {
    const row = await service.update(request.params.id, readData(customerContactUpdateSchema, request.body), actorOf(request));
    announce(app, 'customer-contacts', 'updated', row);
    return { data: await readOne(app, viewerOf(request), contactsType, Number(row.id), populated), meta: {} };
  });

  app.delete<{ Params: IdParams }>('/api/customer-contacts/:id', { preHandler: app.authorize('customer-contacts', 'delete') }, async (request, reply) => {
    const row = await service.remove(request.params.id, actorOf(request));
    announce(app, 'customer-contacts', 'deleted', row);
    return reply.status(204).send();
  });
};
