import { CALENDAR_EVENT_KINDS, type CalendarEvent, userEventInputSchema, userEventUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CollectionRouteOptions, type EntryData, etagOf, type HookContext, runWrite } from '../../../content';
import { notFound } from '../../../http/errors';
import { userEventsType } from '../content-types';
import { toIcs } from '../model/calendar';
import { userEventOwner } from '../repository/events-repository';
import { calendarOf } from '../services/calendar';
import { dateRange } from './range-query';

const ownOnly = async (ctx: HookContext, existing: EntryData): Promise<void> => {
  if ((await userEventOwner(ctx.trx, existing.id)) !== Number(ctx.request.user.id)) throw notFound();
};

const options: CollectionRouteOptions = {
  contentType: userEventsType,
  createSchema: userEventInputSchema,
  updateSchema: userEventUpdateSchema,
  hooks: {
    beforeCreate: (ctx) => {
      ctx.data.ownerId = ctx.request.user.id;
    },
    // Another person's event is not there for you: the same 404 as a missing one.
    beforeUpdate: (ctx, existing) => ownOnly(ctx, existing),
    beforeDelete: (ctx, existing) => ownOnly(ctx, existing),
  },
};

// What the calendar answers as `data` (documentation: the OpenAPI document is made from it).
const calendarSchema = z.array(
  z.object({
    id: z.string(),
    kind: z.enum(CALENDAR_EVENT_KINDS),
    subject: z.string(),
    startsAt: z.string(),
    endsAt: z.string().nullable(),
    allDay: z.boolean(),
    ref: z.string(),
    description: z.string().nullable().optional(),
  }) satisfies z.ZodType<CalendarEvent>,
);

const answer = (reply: FastifyReply, outcome: Awaited<ReturnType<typeof runWrite>>, status = 200) => {
  if (!outcome?.entry) throw notFound();
  return reply.status(status).header('etag', etagOf(outcome.version)).send({ data: outcome.entry, meta: {} });
};

/** GET /api/events (calendar, `?format=ics`), and the users' own events: POST, PUT, DELETE. */
export const eventsRoutes = async (app: FastifyInstance): Promise<void> => {
  const tags = ['events'];
  app.get(
    '/api/events',
    {
      preHandler: app.authorize('events', 'read'),
      config: { openapi: { response: calendarSchema, alsoFile: 'text/calendar' } },
      schema: { summary: 'Calendar of ?from=&to=: jobs, inspections and driver documents falling due, user events; ?format=ics', tags },
    },
    async (request: FastifyRequest, reply) => {
      const { from, to } = dateRange(request.query, 400, true);
      const events = await calendarOf(app, from, to, { id: Number(request.user.id), type: request.user.type });
      if ((request.query as { format?: unknown }).format === 'ics') {
        return reply.header('content-type', 'text/calendar; charset=utf-8').send(toIcs(events, new Date().toISOString()));
      }
      return { data: events, meta: { from, to } };
    },
  );
  app.post(
    '/api/events',
    {
      preHandler: app.authorize('events', 'create'),
      config: { openapi: { status: 201, entry: userEventsType, body: userEventInputSchema } },
      schema: { summary: 'Create a user event (body {data})', tags },
    },
    async (request, reply) => answer(reply, await runWrite(app, request, options, 'create', null), 201),
  );
  app.put<{ Params: { id: string } }>(
    '/api/events/:id',
    {
      preHandler: app.authorize('events', 'update'),
      config: { openapi: { ifMatch: true, entry: userEventsType, body: userEventUpdateSchema } },
      schema: { summary: 'Update a user event (If-Match honoured)', tags },
    },
    async (request, reply) => answer(reply, await runWrite(app, request, options, 'update', request.params.id)),
  );
  app.delete<{ Params: { id: string } }>(
    '/api/events/:id',
    {
      preHandler: app.authorize('events', 'delete'),
      config: { openapi: { status: 204, ifMatch: true } },
      schema: { summary: 'Delete a user event', tags },
    },
    async (request, reply) => {
      await runWrite(app, request, options, 'delete', request.params.id);
      return reply.status(204).send();
    },
  );
};
