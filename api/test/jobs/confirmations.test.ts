import { sql } from 'kysely';
import { confirmationMigrations } from '../../src/modules/jobs/confirmations/db/migrations';
import { authHeader } from '../auth';
import { captureLog } from '../log-capture';
import { answer, inDays, jobOf, send, tokenOf, world, type World } from './confirmation-fixtures';

describe('confirmation by SMS', () => {
  let w: World;
  beforeEach(async () => {
    w = await world();
  });
  afterEach(async () => w.t.close());

  it('sends a text with a link, stores only the token’s hash, and the person confirms once', async () => {
    const res = await send(w);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ confirmationStatus: 'sent', recipient: { name: 'Sigrid Åkesson', phone: '+46701234567' } });
    expect((await jobOf(w)).confirmationStatus).toBe('sent');

    await w.t.app.smsOutbox.runOnce();
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]!.to).toBe('+46701234567');
    expect(w.sent[0]!.body).toMatch(
      new RegExp(
        // The contact's customer reads Swedish, the default.
        `^Nordfrakt AB: bekräfta uppdrag ${w.job.jobNumber} den \\d{4}-\\d{2}-\\d{2} från Volvo Torslanda, Göteborg: https://office\\.example\\.se/jobs/confirmJob\\?token=`,
      ),
    );
    const token = tokenOf(w.sent[0]!);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    // The dispatcher who asked got the same link in the answer.
    expect(res.body.meta.confirmationUrl).toBe(`https://office.example.se/jobs/confirmJob?token=${token}`);

    // Neither the outbox nor the link table holds the token; the outbox shows the link redacted.
    const outbox = await w.client.get('/api/sms-messages');
    expect(JSON.stringify(outbox.body)).not.toContain(token);
    expect(outbox.body.data[0].body).toMatch(/: https:\/\/office\.example\.se\/jobs\/confirmJob\?token=\[redacted\]$/);
    const links = await w.t.app.db.selectFrom('confirmation_links').selectAll().execute();
    expect(JSON.stringify(links)).not.toContain(token);

    const view = await w.t.app.inject({ method: 'GET', url: `/api/jobs/confirm-sms?token=${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      company: 'Nordfrakt AB',
      jobNumber: w.job.jobNumber,
      state: 'open',
      stops: [{ type: 'pickup', place: 'Volvo Torslanda, Göteborg' }],
      language: 'sv',
    });

    const first = await answer(w.t.app, { token, response: 'confirmed' });
    expect(first.statusCode).toBe(200);
    const job = await jobOf(w);
    expect(job.confirmationStatus).toBe('confirmed');
    expect(job.statusHistory.map((row: { reason: string }) => row.reason)).toContainEqual(
      'Confirmed by Sigrid Åkesson (+46701234567) from 10.1.2.3',
    );
    // The boards' cards carry it too (the job is open, so it is among the unplanned).
    const day = inDays(2, 0).slice(0, 10);
    const board = (await w.client.get(`/api/jobs/board?from=${day}&to=${day}`, 'viewer')).body.data;
    expect(board.unplanned.find((card: { documentId: string }) => card.documentId === w.job.documentId)).toMatchObject({
      confirmationStatus: 'confirmed',
    });

    const second = await answer(w.t.app, { token, response: 'declined' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ status: 409, name: 'ConflictError', message: 'This link has already been used' });
    expect((await jobOf(w)).confirmationStatus).toBe('confirmed');
  });

  it('gives the dispatcher the link once: it works from the answer, is never shown again, and asking again ends it', async () => {
    const first = await send(w);
    const firstToken = new URL(first.body.meta.confirmationUrl).searchParams.get('token')!;
    expect(Buffer.from(firstToken, 'base64url')).toHaveLength(32);
    const view = await w.t.app.inject({ method: 'GET', url: `/api/jobs/confirm-sms?token=${firstToken}` });
    expect(view.statusCode).toBe(200);
    // No read of the job or the outbox hands it out again.
    const reads = [
      await w.client.get(`/api/jobs/${w.job.documentId}?populate=*`),
      await w.client.get('/api/jobs?populate=*'),
      await w.client.get('/api/sms-messages'),
    ];
    for (const read of reads) expect(JSON.stringify(read.body)).not.toContain(firstToken);

    const second = await send(w);
    const secondToken = new URL(second.body.meta.confirmationUrl).searchParams.get('token')!;
    expect(secondToken).not.toBe(firstToken);
    expect((await answer(w.t.app, { token: firstToken, response: 'confirmed' })).statusCode).toBe(410);
    expect((await answer(w.t.app, { token: secondToken, response: 'confirmed' })).statusCode).toBe(200);
    expect((await jobOf(w)).confirmationStatus).toBe('confirmed');
  });

  it('shows a text queued with the earlier `{token}` placeholder redacted, and still sends it with a working link', async () => {
    await send(w);
    // Asking wakes the outbox: let that round end, then put the text back as one queued before.
    await w.t.app.smsOutbox.runOnce();
    w.sent.length = 0;
    await w.t.app.db
      .updateTable('sms_messages')
      .set({
        body: sql<string>`REPLACE(body, '[redacted]', '{token}')`,
        status: 'pending',
        attempts: 0,
        sent_at: null,
        next_attempt_at: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
    await w.t.app.db
      .insertInto('sms_messages')
      .values({
        ...(await w.t.app.db.selectFrom('sms_messages').selectAll().executeTakeFirstOrThrow()),
        id: undefined,
        document_id: 'other-text',
        related_type: 'jobs',
        body: 'Not a confirmation: {token} stays',
      } as never)
      .execute();
    await confirmationMigrations['0511-jobs-confirmation-texts-redacted']!.up(w.t.app.db as never);
    const bodies = (await w.client.get('/api/sms-messages?sort=id:asc')).body.data.map((message: { body: string }) => message.body);
    expect(bodies[0]).toMatch(/\/jobs\/confirmJob\?token=\[redacted\]$/);
    expect(bodies[1]).toBe('Not a confirmation: {token} stays');
    await w.t.app.smsOutbox.runOnce();
    const token = tokenOf(w.sent.find((message) => message.body.includes('confirmJob'))!);
    expect((await w.t.app.inject({ method: 'GET', url: `/api/jobs/confirm-sms?token=${token}` })).statusCode).toBe(200);
  });

  it('accepts exactly one of 20 simultaneous answers', async () => {
    await send(w);
    await w.t.app.smsOutbox.runOnce();
    const token = tokenOf(w.sent[0]!);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => answer(w.t.app, { token, response: i % 2 ? 'declined' : 'confirmed' }, `10.0.0.${i + 1}`)),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
  });

  it('answers unknown, replaced and expired links in the Strapi error shape, without hints', async () => {
    const unknown = await answer(w.t.app, { token: 'A'.repeat(43), response: 'confirmed' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'This link is not valid', details: {} },
    });

    await send(w);
    await w.t.app.smsOutbox.runOnce();
    const old = tokenOf(w.sent[0]!);
    await send(w);
    await w.t.app.smsOutbox.runOnce();
    const replaced = await answer(w.t.app, { token: old, response: 'confirmed' });
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().error.message).toBe('This link has expired');

    const current = tokenOf(w.sent[1]!);
    await w.t.app.db
      .updateTable('confirmation_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('replaced_at', 'is', null)
      .execute();
    const expired = await answer(w.t.app, { token: current, response: 'confirmed' });
    expect(expired.statusCode).toBe(410);
    expect((await jobOf(w)).confirmationStatus).toBe('expired');
  });

  it('tells a cancelled job apart, and refuses bad bodies with a 400 that changes nothing', async () => {
    await send(w);
    await w.t.app.smsOutbox.runOnce();
    const token = tokenOf(w.sent[0]!);
    for (const bad of [{ token, response: 'maybe' }, { token }, { token, response: 'confirmed', extra: 1 }, []]) {
      const res = await answer(w.t.app, bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await jobOf(w)).confirmationStatus).toBe('sent');
    await w.client.post(`/api/jobs/${w.job.documentId}/status`, { to: 'cancelled', reason: 'Customer called' });
    const res = await answer(w.t.app, { token, response: 'confirmed' });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe('This job has been cancelled');
  });

  it('refuses a contact without consent or number, and a viewer', async () => {
    await w.client.put(`/api/customer-contacts/${w.contact.documentId}`, { smsConsent: false });
    const refused = await send(w);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors[0]).toMatchObject({
      path: ['contact'],
      message: 'Sigrid Åkesson has not agreed to receive text messages',
    });
    expect((await jobOf(w)).confirmationStatus).toBe('not_sent');
    const viewer = await w.client.post('/api/jobs/sms-meta-data', { job: w.job.documentId, recipientType: 'customer_contact' }, 'viewer');
    expect(viewer.status).toBe(403);
    expect((await w.client.get('/api/sms-messages')).body.data).toEqual([]);
  });

  it('limits how often one token is tried', async () => {
    const token = 'B'.repeat(43);
    const codes = [];
    for (let i = 0; i < 32; i += 1) codes.push((await answer(w.t.app, { token, response: 'confirmed' }, `10.9.0.${i + 1}`)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 404)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});

describe('confirmation links and the log', () => {
  it('with the local provider, neither the text as logged, nor the request log, nor the outbox holds the token', async () => {
    const log = captureLog();
    const w = await world(log);
    try {
      const res = await send(w);
      const url: string = res.body.meta.confirmationUrl;
      const token = new URL(url).searchParams.get('token')!;
      expect(await w.t.app.smsOutbox.runOnce()).toBe(1);
      const [message] = (await w.client.get('/api/sms-messages')).body.data;
      expect(message).toMatchObject({ status: 'sent', provider: 'local' });
      expect(message.body).toContain('/jobs/confirmJob?token=[redacted]');
      expect(log.text()).toContain('SMS (local provider, not sent to a network)');
      expect(log.text()).toContain('/jobs/confirmJob?token=[redacted]');

      // The person opens and answers the link: the log has the requests, never the token.
      expect((await w.t.app.inject({ method: 'GET', url: `/api/jobs/confirm-sms?token=${token}` })).statusCode).toBe(200);
      expect((await answer(w.t.app, { token, response: 'confirmed' })).statusCode).toBe(200);
      expect(log.urls()).toContain('/api/jobs/confirm-sms?token=[redacted]');
      expect(log.text()).not.toContain(token);
    } finally {
      await w.t.close();
    }
  });
});

describe('ETA', () => {
  let w: World;
  beforeEach(async () => {
    w = await world();
  });
  afterEach(async () => w.t.close());

  it('records the ETA and its source; a bad one is a 400 that changes nothing', async () => {
    const patchEta = async (payload: unknown) =>
      w.t.app.inject({
        method: 'PATCH',
        url: '/api/jobs/eta',
        headers: await authHeader(w.t.app, 'dispatcher'),
        payload: payload as object,
      });
    const eta = inDays(2, 9);
    const res = await patchEta({ job: w.job.documentId, eta, source: 'driver' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ job: w.job.documentId, eta, etaSource: 'driver' });
    expect(await jobOf(w)).toMatchObject({ eta, etaSource: 'driver' });

    const bad = await patchEta({ job: w.job.documentId, eta: 'tomorrow', source: 'driver' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors[0].path).toEqual(['eta']);
    expect((await jobOf(w)).eta).toBe(eta);
  });
});
