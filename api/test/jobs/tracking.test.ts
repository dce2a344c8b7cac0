import { seedCustomers } from '../../src/modules/customers/seed/seed';
import { seedFleetDemoData } from '../../src/modules/fleet';
import { trackingLinkIssuer } from '../../src/modules/jobs/tracking/index';
import { signAccessToken } from '../../src/modules/auth/model/tokens';
import { authHeader } from '../auth';
import { buildTestApp } from '../helper';
import { captureLog } from '../log-capture';
import { type DriverWorld, plannedJob, type RoadDriver, roadDriver, todayAt } from '../driver/driver-fixtures';
import { pdfText } from '../../src/modules/finance/invoices/services/pdf-text';
import { picture, proofForm } from '../driver/proof-form';
import { jobsClient } from './jobs-fixtures';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

/** The driver tests' world (fleet, customers, two places), optionally with the request log caught. */
const trackingWorld = async (log?: ReturnType<typeof captureLog>): Promise<DriverWorld> => {
  const t = await buildTestApp(
    { companyName: 'Nordfrakt AB', appUrl: 'https://office.example.se', ...(log ? { logLevel: 'info' } : {}) },
    undefined,
    {},
    log?.stream,
  );
  await seedFleetDemoData(t.app.db);
  await seedCustomers(t.app.db);
  const office = jobsClient(t.app);
  const customer = (await office.get('/api/customers?sort=id&pagination[pageSize]=1')).body.data[0];
  const truck = (await office.get('/api/trucks?sort=id&pagination[pageSize]=1')).body.data[0];
  const places = [];
  for (const [name, postcode, city] of [
    ['Volvo Torslanda', '418 78', 'Göteborg'],
    ['IKEA DC Jönköping', '553 03', 'Jönköping'],
  ] as const)
    places.push((await office.post('/api/destinations', { name, postcode, city })).body.data);
  return { t, office, sent: [], customer, truck, places };
};

const linkOf = async (w: DriverWorld, jobId: string, type: 'admin' | 'dispatcher' | 'finance' = 'dispatcher') => {
  const res = await w.office.call(type, 'POST', `/api/jobs/${jobId}/tracking-link`);
  expect(res.status).toBe(200);
  const url = new URL(res.body.data.url as string);
  return { url, token: url.searchParams.get('token')! };
};

const track = (w: DriverWorld, token: string, remoteAddress = '203.0.113.7') =>
  w.t.app.inject({ method: 'GET', url: `/api/jobs/track?token=${encodeURIComponent(token)}`, remoteAddress });

const event = async (d: RoadDriver, jobId: string, stop: string, type: string, at: string, clientId: string) => {
  const res = await d.call('POST', `/api/jobs/${jobId}/stop-events`, { stop, type, at, clientId });
  if (res.status !== 200) throw new Error(`stop event refused: ${JSON.stringify(res.body)}`);
};

/** The driver's day to the proof at the delivery (from the pickup unless the job is already loaded). */
const deliver = async (w: DriverWorld, d: RoadDriver, job: Awaited<ReturnType<typeof plannedJob>>, loaded = false) => {
  const [pickup, delivery] = job.stops.map((s) => s.documentId);
  if (!loaded) {
    await event(d, job.documentId, pickup!, 'arrived', todayAt(7), 'track-event-1');
    await event(d, job.documentId, pickup!, 'departed', todayAt(7, 30), 'track-event-2');
  }
  await event(d, job.documentId, delivery!, 'arrived', todayAt(10), 'track-event-3');
  const token = await signAccessToken(w.t.app.config, { id: d.user.id, type: 'driver', tokenVersion: 0 });
  const form = proofForm({ stop: delivery!, signedBy: 'Eva Lund', clientId: 'track-proof-1', at: todayAt(10, 15) }, [
    { field: 'signature', filename: 'signature.png', type: 'image/png', data: await picture('png') },
    { field: 'photos', filename: 'goods.jpg', type: 'image/jpeg', data: await picture('jpeg') },
  ]);
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/jobs/${job.documentId}/proofs`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
};

const KEYS = ['driverName', 'expiresAt', 'jobNumber', 'language', 'nextStop', 'plannedDate', 'proof', 'seller', 'stops', 'timeline'];

describe('tracking links', () => {
  let w: DriverWorld;
  beforeEach(async () => {
    w = await trackingWorld();
  });
  afterEach(async () => w.t.close());

  it('gives the office one link per job, on the shell, with only its hash stored', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const first = await linkOf(w, job.documentId, 'dispatcher');
    expect(`${first.url.origin}${first.url.pathname}`).toBe('https://office.example.se/jobs/trackJob');
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect((await linkOf(w, job.documentId, 'finance')).token).toBe(first.token);
    const { id } = await w.t.app.db.selectFrom('jobs').select('id').where('document_id', '=', job.documentId).executeTakeFirstOrThrow();
    expect(await trackingLinkIssuer(w.t.app.config)(w.t.app.db, Number(id))).toEqual({ url: first.url.toString() });
    const rows = await w.t.app.db.selectFrom('tracking_links').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(first.token);
    expect((await w.office.call('viewer', 'POST', `/api/jobs/${job.documentId}/tracking-link`)).status).toBe(403);
    expect((await w.office.post('/api/jobs/no-such-job/tracking-link', undefined)).status).toBe(404);
  });

  it('refuses drafts; answers 404 to unknown tokens and 410 once the job is cancelled', async () => {
    const draft = (await w.office.post('/api/jobs', { customer: w.customer.documentId, status: 'draft' })).body.data;
    const refused = await w.office.post(`/api/jobs/${draft.documentId}/tracking-link`, undefined);
    expect(refused.status).toBe(400);
    expect(await w.t.app.db.selectFrom('tracking_links').selectAll().execute()).toEqual([]);
    for (const token of ['x', 'A'.repeat(43), `${'A'.repeat(42)}*`]) {
      const res = await track(w, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This tracking link is not valid');
    }
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const { token } = await linkOf(w, job.documentId);
    await w.office.post(`/api/jobs/${job.documentId}/status`, { to: 'cancelled', reason: 'Customer called it off' });
    const cancelled = await track(w, token);
    expect(cancelled.statusCode).toBe(410);
    expect(cancelled.json().error).toMatchObject({
      message: 'This job has been cancelled',
      details: { reason: 'cancelled', language: 'sv' },
    });
  });

  it('answers the timeline and the next stop before loading, in the customer’s language, and nothing else', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    await w.office.put(`/api/customers/${w.customer.documentId}`, { language: 'en' });
    const { token } = await linkOf(w, job.documentId);
    const res = await track(w, token);
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    expect(Object.keys(view).sort()).toEqual(KEYS);
    expect(view).toMatchObject({ seller: expect.any(String), language: 'en', driverName: 'Dana1', proof: null, expiresAt: null });
    expect(Object.keys(view.nextStop).sort()).toEqual(['eta', 'place', 'plannedFrom', 'plannedTo', 'type']);
    expect(view.nextStop).toMatchObject({ type: 'pickup', place: 'Volvo Torslanda, Göteborg', plannedFrom: todayAt(7) });
    expect(view.timeline.map((e: { step: string; state: string }) => `${e.step}:${e.state}`)).toEqual([
      'confirmed:done',
      'to_pickup:upcoming',
      'loaded:upcoming',
      'on_the_way:upcoming',
      'delivered:upcoming',
    ]);
    for (const stop of view.stops)
      expect(Object.keys(stop).sort()).toEqual(['arrivedAt', 'departedAt', 'place', 'plannedFrom', 'plannedTo', 'type']);
    // Nothing of the price, the truck, the driver's surname or phone.
    expect(res.body).not.toMatch(/price|truck|Road|070|phone|kmPlanned|Pallets of car parts/i);
    await w.office.put(`/api/customers/${w.customer.documentId}`, { language: 'sv' });
    expect((await track(w, token)).json().data.language).toBe('sv');
  });

  it('follows the driver: loading, on the way with the ETA, then the proof with its pictures by the token', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const { token } = await linkOf(w, job.documentId);
    const [pickup] = job.stops.map((s) => s.documentId);
    await event(d, job.documentId, pickup!, 'arrived', todayAt(7, 5), 'load-event-1');
    const loading = (await track(w, token)).json().data;
    expect(loading.timeline[2]).toMatchObject({ step: 'loaded', state: 'current' });
    await event(d, job.documentId, pickup!, 'departed', todayAt(7, 40), 'load-event-2');
    const eta = await w.t.app.inject({
      method: 'PATCH',
      url: '/api/jobs/eta',
      headers: await authHeader(w.t.app, 'dispatcher'),
      payload: { job: job.documentId, eta: todayAt(10, 20), source: 'dispatcher' },
    });
    expect(eta.statusCode).toBe(200);
    const onTheWay = (await track(w, token)).json().data;
    expect(onTheWay.timeline[2]).toMatchObject({ step: 'loaded', state: 'done', actualAt: todayAt(7, 40), plannedFrom: todayAt(7) });
    expect(onTheWay.timeline[3]).toMatchObject({ step: 'on_the_way', state: 'current' });
    expect(onTheWay.nextStop).toMatchObject({ type: 'delivery', place: 'IKEA DC Jönköping, Jönköping', eta: todayAt(10, 20) });

    const other = await plannedJob(w, d, { plannedDate: undefined });
    const otherLink = await linkOf(w, other.documentId);
    expect(otherLink.token).not.toBe(token);

    const proof = await deliver(w, d, job, true);
    const delivered = (await track(w, token)).json().data;
    expect(delivered.timeline.every((e: { state: string }) => e.state === 'done')).toBe(true);
    expect(delivered.nextStop).toBeNull();
    expect(delivered.proof).toEqual({
      signedBy: 'Eva Lund',
      at: todayAt(10, 15),
      signatureUrl: `/api/jobs/track/files/${proof.signature.id}?token=${token}`,
      photoUrls: [`/api/jobs/track/files/${proof.photos[0].id}?token=${token}`],
    });
    expect(Date.parse(delivered.expiresAt) - Date.parse(delivered.timeline[4].actualAt)).toBe(30 * 86_400_000);
    const signature = await w.t.app.inject({ method: 'GET', url: delivered.proof.signatureUrl });
    expect(signature.statusCode).toBe(200);
    expect(signature.headers['content-type']).toBe('image/png');
    expect(signature.headers['cache-control']).toContain('private');
    // Another job's token does not open this job's pictures; no token, none.
    expect(
      (await w.t.app.inject({ method: 'GET', url: `/api/jobs/track/files/${proof.signature.id}?token=${otherLink.token}` })).statusCode,
    ).toBe(404);
    expect((await w.t.app.inject({ method: 'GET', url: `/api/jobs/track/files/${proof.signature.id}` })).statusCode).toBe(404);
  });

  it('hands the customer the signed consignment note after delivery, in their language, and not before', async () => {
    await w.office.put(`/api/customers/${w.customer.documentId}`, { language: 'en' });
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const { token } = await linkOf(w, job.documentId);
    const early = await w.t.app.inject({ method: 'GET', url: `/api/jobs/track/cmr?token=${token}` });
    expect([early.statusCode, (await track(w, token)).json().data.cmrUrl]).toEqual([404, undefined]);
    await deliver(w, d, job, true);
    const { cmrUrl } = (await track(w, token)).json().data;
    expect(cmrUrl).toBe(`/api/jobs/track/cmr?token=${token}`);
    const note = await w.t.app.inject({ method: 'GET', url: cmrUrl });
    expect([note.statusCode, note.headers['content-type'], note.headers['cache-control']]).toEqual([
      200,
      'application/pdf',
      'private, no-store',
    ]);
    const text = pdfText(note.rawPayload).join('\n');
    expect(text).toContain('Eva Lund');
    expect(text).toMatch(/Consignee/);
    const otherLink = await linkOf(w, (await plannedJob(w, d, { plannedDate: undefined })).documentId);
    expect((await w.t.app.inject({ method: 'GET', url: `/api/jobs/track/cmr?token=${otherLink.token}` })).statusCode).toBe(404);
  });

  it('stops working the configured days after delivery: 410', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const { token } = await linkOf(w, job.documentId);
    await deliver(w, d, job);
    const proof = (await track(w, token)).json().data.proof;
    const days = w.t.app.config.tracking.linkDays;
    expect(days).toBe(30);
    const back = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    await w.t.app.db
      .updateTable('jobs')
      .set({ completed_at: back(days - 1) })
      .where('document_id', '=', job.documentId)
      .execute();
    expect((await track(w, token)).statusCode).toBe(200);
    await w.t.app.db
      .updateTable('jobs')
      .set({ completed_at: back(days) })
      .where('document_id', '=', job.documentId)
      .execute();
    const expired = await track(w, token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatchObject({
      message: 'This tracking link has expired',
      details: { reason: 'expired', language: 'sv' },
    });
    expect((await w.t.app.inject({ method: 'GET', url: proof.signatureUrl })).statusCode).toBe(410);
  });

  it('limits each address to 60 requests a minute, other addresses unaffected', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const { token } = await linkOf(w, job.documentId);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await track(w, i % 2 ? token : 'A'.repeat(43), '198.51.100.9')).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200 || s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await track(w, token, '198.51.100.10')).statusCode).toBe(200);
  });
});

describe('tracking links and the log', () => {
  it('never writes the token to the request log', async () => {
    const log = captureLog();
    const w = await trackingWorld(log);
    try {
      const d = await roadDriver(w, 1);
      const job = await plannedJob(w, d);
      const { token } = await linkOf(w, job.documentId);
      expect((await track(w, token)).statusCode).toBe(200);
      expect(log.urls()).toContain('/api/jobs/track?token=[redacted]');
      expect(log.text()).not.toContain(token);
    } finally {
      await w.t.close();
    }
  });
});
