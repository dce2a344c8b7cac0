import rateLimit from '@fastify/rate-limit';
import { can, isUserType, officeToday } from '@haulage/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isPlainObject } from '../../../../content';
import { HttpError, validationError } from '../../../../http/errors';
import { toIcs } from '../../model/calendar';
import { calendarOf } from '../../services/calendar';
import { feedUrl, feedWindow, hashFeedToken, looksLikeFeedToken, newFeedToken } from '../model/feed-token';
import { deleteFeedToken, feedOf, feedOwner, markFeedUsed, replaceFeedToken } from '../repository/feed-token-repository';

// A calendar app refreshes every few minutes at most; a script guessing tokens is slowed to a crawl.
const PER_ADDRESS = { max: 30, timeWindow: 60_000 };
const tooMany = () => new HttpError(429, 'RateLimitError', 'Too many requests, please try again later.');
// Written once here: the route is registered at it and every feed address is built from it.
const FEED_PATH = '/api/events/feed.ics';
const unknownFeed = () => new HttpError(404, 'NotFoundError', 'This calendar feed does not exist', {});

/** Making an address takes no fields: an empty body, `{}` or `{data: {}}`; anything else is a 400. */
const noFields = (body: unknown): void => {
  if (body === undefined || body === null) return;
  const fields = isPlainObject(body) && Object.keys(body).length === 1 && 'data' in body ? body.data : body;
  if (!isPlainObject(fields) || Object.keys(fields).length > 0) throw validationError('A calendar feed takes no fields: send {data: {}}');
};

// What the routes answer as `data` (documentation: the OpenAPI document is made from it).
const feedSchema = z.object({
  active: z.boolean(),
  /** Only in the answer that made it: the address is never stored, so it cannot be shown again. */
  url: z.string().optional(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
const noFieldsSchema = z.object({}).strict();

const userIdOf = (request: FastifyRequest): number => Number(request.user.id);

/**
 * The user's calendar feed for calendar apps, which cannot send a bearer token: a random address of
 * their own (`…/api/events/feed.ics?token=…`) that reads only their calendar, made again or stopped
 * by them; the token is stored only as its hash.
 */
export const feedRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => tooMany() });
  const tags = ['events'];

  app.get(
    '/api/calendar-feed',
    {
      preHandler: app.authorize('calendar-feeds', 'read'),
      config: { openapi: { response: feedSchema } },
      schema: { summary: 'Whether the user has a calendar feed (never its address)', tags },
    },
    async (request) => {
      const feed = await feedOf(app.db, userIdOf(request));
      return { data: { active: Boolean(feed), createdAt: feed?.created_at ?? null, lastUsedAt: feed?.last_used_at ?? null }, meta: {} };
    },
  );

  app.post(
    '/api/calendar-feed',
    {
      preHandler: app.authorize('calendar-feeds', 'create'),
      config: { openapi: { status: 201, response: feedSchema, body: noFieldsSchema, bodyOptional: true } },
      schema: { summary: 'A new address for the user’s calendar feed, shown once; the old one stops working', tags },
    },
    async (request, reply) => {
      noFields(request.body);
      const token = newFeedToken();
      const at = new Date().toISOString();
      await replaceFeedToken(app.db, userIdOf(request), hashFeedToken(token), at);
      return reply
        .status(201)
        .send({ data: { active: true, url: feedUrl(app.config.publicUrl, FEED_PATH, token), createdAt: at, lastUsedAt: null }, meta: {} });
    },
  );

  app.delete(
    '/api/calendar-feed',
    {
      preHandler: app.authorize('calendar-feeds', 'delete'),
      config: { openapi: { status: 204 } },
      schema: { summary: 'Stop the user’s calendar feed', tags },
    },
    async (request, reply) => {
      await deleteFeedToken(app.db, userIdOf(request));
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: { token?: unknown } }>(
    FEED_PATH,
    {
      config: { public: true, rateLimit: PER_ADDRESS, openapi: { file: 'text/calendar', errors: [404, 429] } },
      schema: { summary: 'A user’s calendar as iCalendar for calendar apps (?token= of their feed; no sign-in): 404 unknown', tags },
    },
    async (request, reply) => {
      const token = request.query.token;
      if (!looksLikeFeedToken(token)) throw unknownFeed();
      const tokenHash = hashFeedToken(token);
      const owner = await feedOwner(app.db, tokenHash);
      // A blocked user, or one whose type may no longer read the calendar, has no feed either.
      if (!owner || Boolean(owner.blocked) || !isUserType(owner.type) || !can(owner.type, 'events', 'read')) throw unknownFeed();
      const { from, to } = feedWindow(officeToday());
      const events = await calendarOf(app, from, to, { id: Number(owner.id), type: owner.type });
      const now = new Date().toISOString();
      // Written at most once a minute: a feed read by several apps is not a write each time.
      if (!owner.last_used_at || Date.parse(now) - Date.parse(owner.last_used_at) > 60_000) await markFeedUsed(app.db, tokenHash, now);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(toIcs(events, now));
    },
  );
};
