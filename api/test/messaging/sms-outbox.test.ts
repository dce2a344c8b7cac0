import type { FastifyInstance } from 'fastify';
import { enqueueSms } from '../../src/modules/messaging/index';
import { MAX_SMS_ATTEMPTS } from '../../src/modules/messaging/model/backoff';
import type { OutgoingSms, SmsProvider } from '../../src/modules/messaging/providers/sms-provider';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';

/** A provider that fails the first `failures` sends, then accepts, recording what it was given. */
const flakyProvider = (failures: number) => {
  const sent: OutgoingSms[] = [];
  let left = failures;
  const provider: SmsProvider = {
    name: 'flaky',
    send: async (message) => {
      if (left > 0) {
        left -= 1;
        throw new Error('The SMS provider answered 503: busy');
      }
      sent.push(message);
      return { providerMessageId: `id-${sent.length}` };
    },
  };
  return { provider, sent };
};

const list = async (app: FastifyInstance, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/sms-messages${query}`, headers: await authHeader(app, 'admin') })).json();

describe('the SMS outbox', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('keeps a message written in a rolled-back transaction out of the outbox', async () => {
    t = await buildTestApp();
    await t.app.db
      .transaction()
      .execute(async (trx) => {
        await enqueueSms(trx, { to: '+46701234567', body: 'never' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await list(t.app)).data).toEqual([]);
  });

  it('sends through the local provider and an admin reads it at /api/sms-messages', async () => {
    t = await buildTestApp();
    await t.app.db
      .transaction()
      .execute((trx) =>
        enqueueSms(trx, { to: '+46701234567', body: 'Bekräfta körning 1042', relatedType: 'jobs', relatedDocumentId: 'job1' }),
      );
    expect(await t.app.smsOutbox.runOnce()).toBe(1);
    const body = await list(t.app, '?sort=createdAt:desc');
    expect(body.data).toEqual([
      expect.objectContaining({
        recipient: '+46701234567',
        body: 'Bekräfta körning 1042',
        status: 'sent',
        provider: 'local',
        attempts: 1,
        relatedDocumentId: 'job1',
      }),
    ]);
    expect(body.meta.pagination).toMatchObject({ total: 1 });
    expect(await t.app.smsOutbox.runOnce()).toBe(0);
  });

  it('is read by admins only and written by nobody through the API', async () => {
    t = await buildTestApp();
    for (const type of ['dispatcher', 'finance', 'viewer'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/sms-messages', headers: await authHeader(t.app, type) });
      expect(res.statusCode).toBe(403);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/sms-messages',
      headers: await authHeader(t.app, 'admin'),
      payload: { data: { recipient: '+46701234567', body: 'x' } },
    });
    expect(post.statusCode).toBe(403);
  });
});

describe('retries with backoff', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('retries a refused send after the backoff, then marks it sent', async () => {
    const { provider, sent } = flakyProvider(1);
    t = await buildTestApp({}, undefined, { smsProvider: provider });
    await t.app.db.transaction().execute((trx) => enqueueSms(trx, { to: '+46701234567', body: 'Hej' }));
    const start = new Date();
    await t.app.smsOutbox.runOnce(start);
    let [message] = (await list(t.app)).data;
    expect(message).toMatchObject({ status: 'pending', attempts: 1, lastError: 'The SMS provider answered 503: busy' });
    expect(Date.parse(message.nextAttemptAt) - start.getTime()).toBe(15_000);

    expect(await t.app.smsOutbox.runOnce(start)).toBe(0);
    await t.app.smsOutbox.runOnce(new Date(Date.parse(message.nextAttemptAt) + 1));
    [message] = (await list(t.app)).data;
    expect(message).toMatchObject({ status: 'sent', attempts: 2, providerMessageId: 'id-1', lastError: null });
    expect(sent).toEqual([{ to: '+46701234567', body: 'Hej', stored: 'Hej' }]);
  });

  it('gives up after the last attempt', async () => {
    const { provider, sent } = flakyProvider(100);
    t = await buildTestApp({}, undefined, { smsProvider: provider });
    await t.app.db.transaction().execute((trx) => enqueueSms(trx, { to: '+46701234567', body: 'Hej' }));
    let at = Date.now();
    for (let attempt = 0; attempt < MAX_SMS_ATTEMPTS + 2; attempt += 1) {
      at += 3_600_000;
      await t.app.smsOutbox.runOnce(new Date(at));
    }
    const [message] = (await list(t.app)).data;
    expect(message).toMatchObject({ status: 'failed', attempts: MAX_SMS_ATTEMPTS });
    expect(sent).toEqual([]);
  });
});
