import { officeToday } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { createUsersRepository } from '../../src/modules/users/repository/users-repository';
import { testEmail } from '../auth';
import { buildTestApp, type TestApp } from '../helper';
import { jobsClient, type JobsClient } from './jobs-fixtures';

jest.setTimeout(60_000);

let t: TestApp;
let client: JobsClient;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://api.example.se' });
  client = jobsClient(t.app);
  const soon = new Date(Date.now() + 86_400_000).toISOString();
  await client.post('/api/events', { title: 'Service planning with Scania', startsAt: soon }, 'dispatcher');
  await client.post('/api/events', { title: 'Month end close', startsAt: soon }, 'admin');
});
afterAll(async () => t.close());

const feed = (app: FastifyInstance, url: string, remoteAddress = '10.9.8.7') => app.inject({ method: 'GET', url, remoteAddress });
const pathOf = (url: string) => url.replace('https://api.example.se', '');
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('calendar feed', () => {
  it('gives a user an address of their own that reads only their calendar, and keeps only its hash', async () => {
    // Starts from no address, whichever test made one for this user before.
    expect((await client.del('/api/calendar-feed', 'dispatcher')).status).toBe(204);
    expect((await client.get('/api/calendar-feed', 'dispatcher')).body.data).toEqual({ active: false, createdAt: null, lastUsedAt: null });
    const made = await client.post('/api/calendar-feed', {}, 'dispatcher');
    expect(made.status).toBe(201);
    const { url } = made.body.data;
    expect(url).toMatch(/^https:\/\/api\.example\.se\/api\/events\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(tokenOf(url), 'base64url')).toHaveLength(32);

    const ics = await feed(t.app, pathOf(url));
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics.body).toContain('Service planning with Scania');
    expect(ics.body).not.toContain('Month end close');

    const rows = await t.app.db.selectFrom('calendar_feed_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(tokenOf(url));
    expect((await client.get('/api/calendar-feed', 'dispatcher')).body.data).toMatchObject({
      active: true,
      lastUsedAt: expect.any(String),
    });
  });

  it('stops the old address when a new one is made, and every address when the feed is stopped', async () => {
    const first = (await client.post('/api/calendar-feed', {}, 'admin')).body.data.url;
    const second = (await client.post('/api/calendar-feed', {}, 'admin')).body.data.url;
    expect((await feed(t.app, pathOf(first))).statusCode).toBe(404);
    expect((await feed(t.app, pathOf(second))).body).toContain('Month end close');
    expect((await client.del('/api/calendar-feed', 'admin')).status).toBe(204);
    const gone = await feed(t.app, pathOf(second));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'This calendar feed does not exist', details: {} },
    });
    expect((await client.get('/api/calendar-feed', 'admin')).body.data.active).toBe(false);
  });

  it('answers 404 for unknown and malformed tokens and a blocked user’s feed', async () => {
    for (const query of ['', '?token=', `?token=${'A'.repeat(43)}`, `?token=${'A'.repeat(500)}`, '?token[]=x', '?token=a&token=b']) {
      const res = await feed(t.app, `/api/events/feed.ics${query}`, '10.9.8.6');
      expect([query, res.statusCode]).toEqual([query, 404]);
      expect(res.json().error.name).toBe('NotFoundError');
    }
    const url = (await client.post('/api/calendar-feed', {}, 'viewer')).body.data.url;
    expect((await feed(t.app, pathOf(url), '10.9.8.6')).statusCode).toBe(200);
    const users = createUsersRepository(t.app.db);
    await users.update(Number((await users.findByEmail(testEmail('viewer')))!.id), { blocked: true });
    expect((await feed(t.app, pathOf(url), '10.9.8.6')).statusCode).toBe(404);
  });

  it('refuses a body with fields, changing nothing, and limits tries per address', async () => {
    const before = await t.app.db.selectFrom('calendar_feed_tokens').selectAll().execute();
    const bad = await client.post('/api/calendar-feed', { userId: 1 }, 'admin');
    expect(bad.status).toBe(400);
    expect(bad.body.error.name).toBe('ValidationError');
    expect(await t.app.db.selectFrom('calendar_feed_tokens').selectAll().execute()).toEqual(before);

    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await feed(t.app, `/api/events/feed.ics?token=${'B'.repeat(43)}`, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

const dayAfter = (days: number): string =>
  new Date(Date.parse(`${officeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Every VEVENT of a feed as ical.js, the parser calendar apps build on, reads it. */
const readFeed = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const instant = (time: ICAL.Time | null) => (time ? (time.isDate ? time.toString() : time.toJSDate().toISOString()) : null);
    return { summary: event.summary, description: event.description, start: instant(event.startDate), end: instant(event.endDate) };
  });

describe('the calendar feed as a calendar app reads it', () => {
  const saved = [
    {
      title: 'Depot meeting, room 2; bring the keys',
      description: 'Agenda:\nwinter tyres, chains; the "big" jack\nGate code \\ 4711',
      startsAt: `${dayAfter(3)}T08:30:00+01:00`,
      endsAt: `${dayAfter(3)}T09:45:00+01:00`,
    },
    {
      title: 'Scania service',
      description: `Verkstad i Jönköping – ${'lång beskrivning med åäö, '.repeat(6)}slut`,
      startsAt: `${dayAfter(4)}T13:00:00Z`,
      endsAt: `${dayAfter(4)}T15:30:00.000Z`,
    },
    // Ends after it starts, though "08:00Z" sorts before "08:30+01:00" as text.
    { title: 'Half an hour', startsAt: `${dayAfter(5)}T08:30:00+01:00`, endsAt: `${dayAfter(5)}T08:00:00Z` },
  ];

  it('reads every event at the instant it was saved, with its summary and description', async () => {
    for (const event of saved) {
      const made = await client.post('/api/events', event, 'dispatcher');
      expect([event.title, made.status]).toEqual([event.title, 201]);
    }
    const allDay = await client.post(
      '/api/events',
      { title: 'Inventory', startsAt: `${dayAfter(6)}T00:00:00+01:00`, allDay: true },
      'dispatcher',
    );
    expect(allDay.status).toBe(201);

    const url = pathOf((await client.post('/api/calendar-feed', {}, 'dispatcher')).body.data.url);
    for (const text of [
      (await feed(t.app, url, '10.9.7.1')).body,
      (await client.get(`/api/events?from=${dayAfter(0)}&to=${dayAfter(30)}&format=ics`, 'dispatcher')).text,
    ]) {
      expect(text).not.toMatch(/DT(START|END):\d{8}T\d{6}[+-]/);
      const events = readFeed(text);
      for (const event of saved)
        expect(events.find((e) => e.summary === event.title)).toEqual({
          summary: event.title,
          description: event.description ?? null,
          start: new Date(event.startsAt).toISOString(),
          end: new Date(event.endsAt).toISOString(),
        });
      expect(events.find((e) => e.summary === 'Inventory')).toEqual({
        summary: 'Inventory',
        description: null,
        start: dayAfter(6),
        end: dayAfter(7),
      });
    }
  });
});
