import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../../src/app';
import { DEFAULT_ADMIN_EMAIL } from '../../src/modules/auth/seed/seed-admin';
import type { Config } from '../../src/config';
import type { EmailProvider, OutgoingEmail } from '../../src/modules/messaging/providers/email-provider';
import type { OutgoingSms, SmsProvider } from '../../src/modules/messaging/providers/sms-provider';
import { authHeader, signInAs } from '../auth';
import { dialectUnderTest, testConfig } from '../helper';
import { createTestDatabase } from '../pg-test-database';

// Two API processes' worth of start-up (migrations, demo data) on a loaded machine.
jest.setTimeout(120_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'first-admin@example.test', password: 'Admin-Password-1' };

/**
 * A database of the test's own, empty, as two real instances share one: a fresh PostgreSQL database
 * when DATABASE_URL is set, a fresh SQLite file otherwise.
 */
const freshDatabase = async (): Promise<{ env: Partial<Config>; drop(): Promise<void> }> => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'haulage-two-'));
    return {
      env: { databaseUrl: null, sqlitePath: join(dir, 'haulage.db') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const database = await createTestDatabase(serverUrl);
  return { env: { databaseUrl: database.url }, drop: database.drop };
};

// The instances of one deployment share a realtime channel; other test apps on this Redis do not hear it.
const CHANNEL = `test-instances-${randomBytes(6).toString('hex')}`;

const instanceConfig = (env: Partial<Config>): Config =>
  testConfig(
    { seedDemoData: true, adminEmail: ADMIN.email, adminPassword: ADMIN.password, redisUrl: REDIS_URL, realtimeChannel: CHANNEL, ...env },
    'two-instances-secret-two-instances-secret',
  );

const count = async (app: FastifyInstance, table: string, column: string) => {
  const db = app.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
  const row = await db
    .selectFrom(table)
    .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>(column).distinct().as('distinct')])
    .executeTakeFirstOrThrow();
  return { all: Number(row.all), distinct: Number(row.distinct) };
};

const together = dialectUnderTest() === 'postgres';

describe(`two API instances started ${together ? 'together' : 'one after the other'} on one empty ${dialectUnderTest()} database`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const sent: OutgoingSms[] = [];
  const sockets: Socket[] = [];
  const provider: SmsProvider = { name: 'test', send: async (message) => (sent.push(message), { providerMessageId: `m${sent.length}` }) };
  const emails: OutgoingEmail[] = [];
  const emailProvider: EmailProvider = { name: 'test', send: async (message) => (emails.push(message), { providerMessageId: null }) };
  const trackingUrl = 'https://track.example.se/jobs/trackJob?token=two-instances-token';
  const issueTrackingLink = async () => ({ url: trackingUrl });

  beforeAll(async () => {
    database = await freshDatabase();
    const config = instanceConfig(database.env);
    const start = async () => {
      const app = await buildApp({ config, logger: false, providers: { smsProvider: provider, emailProvider, issueTrackingLink } });
      await app.ready();
      return app;
    };
    // PostgreSQL: at the same moment, as two replicas of a deployment do; neither may fail or time
    // out. SQLite is one process per file, and its writers block the whole process while they wait,
    // so there the second starts once the first is up (a restart on a seeded file) and they take
    // turns writing.
    if (together) [a, b] = await Promise.all([start(), start()]);
    else [a, b] = [await start(), await start()];
    await a.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await Promise.allSettled([a?.close(), b?.close()]);
    await database?.drop();
  });

  const connected = async (token: string): Promise<Socket> => {
    const url = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}/topics`;
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };

  it('both answer, with the first admin and the demo data there once', async () => {
    for (const app of [a, b]) expect((await app.inject({ method: 'GET', url: '/_health' })).statusCode).toBe(200);
    const login = await b.inject({ method: 'POST', url: '/admin/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    // Other tests of the file sign users of their own in: the first admin is the one seeded, once.
    const emails = (await a.db.selectFrom('users').select('email').execute()).map((user) => user.email);
    expect(emails.filter((email) => email === ADMIN.email)).toHaveLength(1);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).not.toContain(DEFAULT_ADMIN_EMAIL);
    for (const [table, column] of [
      ['trucks', 'registration_plate_number'],
      ['customers', 'organization_number'],
      ['jobs', 'job_number'],
    ] as const) {
      const rows = await count(a, table, column);
      expect({ table, ...rows }).toEqual({ table, all: rows.distinct, distinct: expect.any(Number) });
      expect(rows.all).toBeGreaterThan(0);
    }
  });

  it('delivers a change made through one instance to a socket of the other', async () => {
    const socket = await connected(await signInAs(a, 'viewer'));
    expect(await socket.timeout(5000).emitWithAck('join-topic', 'trucks')).toMatchObject({ ok: true });
    const headers = await authHeader(b, 'admin');
    const truck = (await b.inject({ method: 'GET', url: '/api/trucks?pagination[pageSize]=1', headers })).json().data[0];
    const received = new Promise((resolve) =>
      socket.on('message', (message: { payload?: { documentId?: string } }) => {
        if (message.payload?.documentId === truck.documentId) resolve(message);
      }),
    );
    const res = await b.inject({
      method: 'PUT',
      url: `/api/trucks/${truck.documentId}`,
      headers,
      payload: { data: { truckName: 'Renamed on B' } },
    });
    expect(res.statusCode).toBe(200);
    expect(await received).toMatchObject({ topic: 'trucks', event: 'updated', payload: { documentId: truck.documentId } });
  });

  it('sends a confirmation text once while both instances dispatch', async () => {
    const headers = await authHeader(a, 'admin');
    const post = async (app: FastifyInstance, url: string, data: object) => {
      const res = await app.inject({ method: 'POST', url, headers, payload: { data } });
      expect(res.statusCode).toBe(201);
      return res.json().data as { documentId: string };
    };
    const customer = (await a.inject({ method: 'GET', url: '/api/customers?sort=id&pagination[pageSize]=1', headers })).json().data[0];
    const contact = await post(a, '/api/customer-contacts', {
      firstName: 'Sigrid',
      lastName: 'Åkesson',
      phoneNumber: '070-123 45 67',
      smsConsent: true,
      customer: customer.documentId,
    });
    const place = await post(a, '/api/destinations', { name: 'Volvo Torslanda', postcode: '418 78', city: 'Göteborg' });
    const day = new Date(Date.now() + 2 * 86_400_000);
    day.setUTCHours(7, 0, 0, 0);
    const job = await post(a, '/api/jobs', {
      customer: customer.documentId,
      contact: contact.documentId,
      plannedDate: day.toISOString().slice(0, 10),
      stops: [
        {
          type: 'pickup',
          destination: place.documentId,
          plannedFrom: day.toISOString(),
          plannedTo: new Date(day.getTime() + 3_600_000).toISOString(),
        },
      ],
    });
    await post(b, '/api/jobs/sms-meta-data', { job: job.documentId, recipientType: 'customer_contact' });
    // Both dispatchers at once, twice: the claim lets only one of them take the message.
    await Promise.all([a.smsOutbox.runOnce(), b.smsOutbox.runOnce(), a.smsOutbox.runOnce(), b.smsOutbox.runOnce()]);
    await Promise.all([a.smsOutbox.runOnce(), b.smsOutbox.runOnce()]);
    expect(sent.filter((message) => message.to === '+46701234567')).toHaveLength(1);
  });

  it('sends a customer’s notice once by SMS and once by e-mail while both instances dispatch', async () => {
    const headers = await authHeader(a, 'admin');
    const call = async (app: FastifyInstance, method: 'POST' | 'PUT' | 'PATCH', url: string, data: object) => {
      const res = await app.inject({ method, url, headers, payload: method === 'PATCH' ? data : { data } });
      expect(res.statusCode).toBeLessThan(300);
      return res.json().data as { documentId: string };
    };
    const customer = (await a.inject({ method: 'GET', url: '/api/customers?sort=id&pagination[pageSize]=1', headers })).json().data[0];
    const contact = await call(a, 'POST', '/api/customer-contacts', {
      firstName: 'Nils',
      lastName: 'Berg',
      phoneNumber: '070-765 43 21',
      emailAddress: 'nils@kund.example',
      smsConsent: true,
      customer: customer.documentId,
    });
    const both = { sms: true, email: true };
    const off = { sms: false, email: false };
    await call(b, 'PUT', `/api/customers/${customer.documentId}/notifications`, {
      etaThresholdMinutes: 30,
      events: { confirmation_asked: off, loaded: off, eta_moved: both, delivered: off, problem_reported: off },
      contacts: [],
    });
    const place = await call(a, 'POST', '/api/destinations', { name: 'Hamnen', postcode: '418 34', city: 'Göteborg' });
    const day = new Date(Date.now() + 86_400_000);
    day.setUTCHours(7, 0, 0, 0);
    const job = await call(a, 'POST', '/api/jobs', {
      customer: customer.documentId,
      contact: contact.documentId,
      plannedDate: day.toISOString().slice(0, 10),
      stops: [{ type: 'pickup', destination: place.documentId, plannedFrom: day.toISOString() }],
    });
    await call(b, 'PATCH', '/api/jobs/eta', {
      job: job.documentId,
      eta: new Date(day.getTime() + 2 * 3_600_000).toISOString(),
      source: 'dispatcher',
    });
    // Both instances' dispatchers at once, twice: the claim lets only one of them take each message.
    const round = () => Promise.all([a, b].flatMap((app) => [app.smsOutbox.runOnce(), app.emailOutbox.runOnce()]));
    await Promise.all([round(), round()]);
    await round();
    expect(sent.filter((message) => message.to === '+46707654321').map((message) => message.body)).toEqual([
      expect.stringContaining(trackingUrl),
    ]);
    expect(emails.filter((message) => message.to === 'nils@kund.example')).toHaveLength(1);
  });

  it('ends, on the other instance, the token and socket of a user whose password was changed through one', async () => {
    const token = await signInAs(a, 'dispatcher');
    const me = () => a.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    const socket = await connected(token);
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    const headers = await authHeader(b, 'admin');
    const users = (await b.inject({ method: 'GET', url: '/api/users', headers })).json() as { id: number; email: string }[];
    const id = users.find((user) => user.email === 'dispatcher@test.example')!.id;
    const res = await b.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload: { password: 'Brand-new-password-7' } });
    expect(res.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect(await dropped).toBe('io server disconnect');
  });
});
