import type { FastifyInstance } from 'fastify';
import { createContactsService } from './contacts-service';
import { contactsType } from './content-types';
import { actorOf, announce, type IdParams, readOne, reader, dataPayload } from './route-helpers';

/** /api/customer-contacts; list by customer with `filters[customer][documentId][$eq]=…`. */
export const contactsRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = createContactsService(app.db);
  const populated = { populate: { customer: { fields: ['companyName'] } } };

  app.get('/api/customer-contacts', { preHandler: app.authorize('customer-contacts', 'read') }, async (request) => reader(app, contactsType).find(request.query));

  app.get<{ Params: IdParams }>('/api/customer-contacts/:id', { preHandler: app.authorize('customer-contacts', 'read') }, async (request) => ({
    data: await readOne(app, contactsType, request.params.id, request.query),
    meta: {},
  }));

  app.post('/api/customer-contacts', { preHandler: app.authorize('customer-contacts', 'create') }, async (request, reply) => {
    const row = await service.create(dataPayload(request.body), actorOf(request));
    announce(app, 'customer-contacts', 'created', row);
    return reply.status(201).send({ data: await readOne(app, contactsType, Number(row.id), populated), meta: {} });
  });

  app.put<{ Params: IdParams }>('/api/customer-contacts/:id', { preHandler: app.authorize('customer-contacts', 'update') }, async (request) => {
    const row = await service.update(request.params.id, dataPayload(request.body), actorOf(request));
    announce(app, 'customer-contacts', 'updated', row);
    return { data: await readOne(app, contactsType, Number(row.id), populated), meta: {} };
  });

  app.delete<{ Params: IdParams }>('/api/customer-contacts/:id', { preHandler: app.authorize('customer-contacts', 'delete') }, async (request, reply) => {
    const row = await service.remove(request.params.id, actorOf(request));
    announce(app, 'customer-contacts', 'deleted', row);
    return reply.status(204).send();
  });
};
