import { signAccessToken } from '../../src/modules/auth/model/tokens';
import { driverWorld, type DriverWorld, plannedJob, type RoadDriver, roadDriver, todayAt } from './driver-fixtures';
import { picture, proofForm } from './proof-form';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

const sendProof = async (
  w: DriverWorld,
  d: RoadDriver,
  jobId: string,
  fields: Record<string, string>,
  files?: Parameters<typeof proofForm>[1],
) => {
  const token = await signAccessToken(w.t.app.config, { id: d.user.id, type: 'driver', tokenVersion: 0 });
  const form = proofForm(
    fields,
    files ?? [
      { field: 'signature', filename: 'signature.png', type: 'image/png', data: await picture('png') },
      { field: 'photos', filename: 'goods.jpg', type: 'image/jpeg', data: await picture('jpeg') },
    ],
  );
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/proofs`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
};

const event = (d: RoadDriver, jobId: string, stop: string, type: string, at: string, clientId: string) =>
  d.call('POST', `/api/jobs/${jobId}/stop-events`, { stop, type, at, clientId });

describe('proofs of delivery, completion with actuals and problems', () => {
  let w: DriverWorld;
  beforeEach(async () => {
    w = await driverWorld();
  });
  afterEach(async () => w.t.close());

  it('refuses a proof at a pickup, a file that is not an image, and one over 10 MB', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const [pickup, delivery] = job.stops.map((s) => s.documentId);
    await event(d, job.documentId, pickup!, 'arrived', todayAt(7), 'event-p1-phone');
    const atPickup = await sendProof(w, d, job.documentId, { stop: pickup!, signedBy: 'Eva Lund', clientId: 'proof-0001' });
    expect(atPickup.status).toBe(400);
    expect(atPickup.body.error.details.errors[0].path).toEqual(['stop']);
    const notImage = await sendProof(w, d, job.documentId, { stop: delivery!, signedBy: 'Eva Lund', clientId: 'proof-0002' }, [
      { field: 'signature', filename: 'signature.png', type: 'image/png', data: Buffer.from('%PDF-1.4 not a picture') },
    ]);
    expect(notImage.status).toBe(400);
    expect(notImage.body.error.details.errors[0].path).toEqual(['signature']);
    const huge = await sendProof(w, d, job.documentId, { stop: delivery!, signedBy: 'Eva Lund', clientId: 'proof-0003' }, [
      { field: 'signature', filename: 'signature.png', type: 'image/png', data: await picture('png') },
      { field: 'photos', filename: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    expect(huge.status).toBe(400);
    expect(huge.body.error.details.errors[0].path).toEqual(['photos']);
    const seen = (await w.office.get(`/api/jobs/${job.documentId}`)).body.data;
    expect(seen.status).toBe('in_progress');
  });

  it('completes the job at the last delivery’s proof with hours and km from the day’s odometer, re-rated', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const [pickup, delivery] = job.stops.map((s) => s.documentId);
    const base = Number((await w.office.get(`/api/trucks/${w.truck.documentId}`)).body.data.odometer) + 10;
    const start = await d.call('POST', '/api/driver/odometer', {
      km: base,
      at: todayAt(6, 30),
      kind: 'start',
      clientId: 'odometer-start-1',
    });
    expect(start.status).toBe(200);
    expect(start.body.data).toMatchObject({ truck: w.truck.documentId, km: base, flagged: false });
    await event(d, job.documentId, pickup!, 'arrived', todayAt(7), 'event-c1-phone');
    await event(d, job.documentId, pickup!, 'departed', todayAt(7, 30), 'event-c2-phone');
    await event(d, job.documentId, delivery!, 'arrived', todayAt(10), 'event-c3-phone');
    await d.call('POST', '/api/driver/odometer', { km: base + 150, at: todayAt(10, 5), kind: 'end', clientId: 'odometer-end-1' });
    const fields = { stop: delivery!, signedBy: 'Eva Lund', clientId: 'proof-0010', at: todayAt(10, 30) };
    const proof = await sendProof(w, d, job.documentId, fields);
    expect(proof.status).toBe(201);
    expect(proof.body.data).toMatchObject({
      signedBy: 'Eva Lund',
      jobStatus: 'completed',
      photos: [expect.objectContaining({ url: expect.stringMatching(/^\/uploads\//) })],
    });
    expect((await sendProof(w, d, job.documentId, fields)).body.data).toEqual(proof.body.data);
    const seen = (await w.office.get(`/api/jobs/${job.documentId}?populate=statusHistory`)).body.data;
    expect(seen).toMatchObject({ status: 'completed', hoursActual: 3.5, kmActual: 150 });
    // Rated as the office's completion rates the same actuals.
    const typed = await plannedJob(w, await roadDriver(w, 2));
    await w.office.put(`/api/jobs/${typed.documentId}`, { kmActual: 150, hoursActual: 3.5 });
    for (const to of ['dispatched', 'in_progress', 'completed']) await w.office.post(`/api/jobs/${typed.documentId}/status`, { to });
    const office = (await w.office.get(`/api/jobs/${typed.documentId}`)).body.data;
    expect(office.status).toBe('completed');
    expect(seen.priceTotal).toBe(office.priceTotal);
    expect(seen.charges).toEqual(office.charges);
    expect(seen.statusHistory.at(-1).reason).toMatch(/150 km from the day’s odometer readings/);
    const readings = (await w.office.get(`/api/odometer-readings?filters[truck][documentId][$eq]=${w.truck.documentId}&sort=readAt:desc`))
      .body.data;
    expect(readings.map((r: { valueKm: number }) => r.valueKm)).toEqual(expect.arrayContaining([base, base + 150]));
    const details = (await w.office.get(`/api/jobs/${job.documentId}?populate=stops`, 'dispatcher')).body.data;
    expect(details.proofs).toEqual([
      expect.objectContaining({
        stop: delivery,
        signedBy: 'Eva Lund',
        signature: expect.objectContaining({ url: expect.stringMatching(/^\/uploads\//) }),
      }),
    ]);
    expect(details.stops[1]).toMatchObject({ plannedFrom: todayAt(10), arrivedAt: todayAt(10) });
    const left = await event(d, job.documentId, delivery!, 'departed', todayAt(10, 40), 'event-c4-phone');
    expect(left.status).toBe(200);
  });

  it('takes the route estimate, said so, when the day has no odometer readings', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const [pickup, delivery] = job.stops.map((s) => s.documentId);
    await event(d, job.documentId, pickup!, 'arrived', todayAt(7), 'event-e1-phone');
    await event(d, job.documentId, delivery!, 'arrived', todayAt(9), 'event-e2-phone');
    expect(
      (await sendProof(w, d, job.documentId, { stop: delivery!, signedBy: 'Eva Lund', clientId: 'proof-0020', at: todayAt(9, 15) })).status,
    ).toBe(201);
    const seen = (await w.office.get(`/api/jobs/${job.documentId}?populate=statusHistory`)).body.data;
    expect(seen).toMatchObject({ status: 'completed', hoursActual: 2.25, kmActual: 150 });
    expect(seen.statusHistory.at(-1).reason).toMatch(/route estimate/);
    // The office corrects the estimate; the job's history says so.
    expect((await w.office.put(`/api/jobs/${job.documentId}`, { kmActual: 140 }, 'dispatcher')).status).toBe(200);
    const corrected = (await w.office.get(`/api/jobs/${job.documentId}?populate=statusHistory`)).body.data;
    expect(corrected.kmActual).toBe(140);
    expect(corrected.statusHistory.at(-1)).toMatchObject({ reason: 'Actuals corrected: km 150 → 140', userName: expect.any(String) });
    // Without planned km, the straight line through the stops (Göteborg – Jönköping) is the estimate.
    const other = await roadDriver(w, 2);
    const unplanned = await plannedJob(w, other, { kmPlanned: null });
    await event(other, unplanned.documentId, unplanned.stops[0]!.documentId, 'arrived', todayAt(7), 'event-u1-phone');
    await event(other, unplanned.documentId, unplanned.stops[1]!.documentId, 'arrived', todayAt(9), 'event-u2-phone');
    const fields = { stop: unplanned.stops[1]!.documentId, signedBy: 'Eva Lund', clientId: 'proof-0021', at: todayAt(9, 15) };
    expect((await sendProof(w, other, unplanned.documentId, fields)).body.data.jobStatus).toBe('completed');
    const estimated = (await w.office.get(`/api/jobs/${unplanned.documentId}`)).body.data;
    expect(estimated.kmActual).toBeGreaterThan(100);
    expect(estimated.kmActual).toBeLessThan(250);
  });

  it('prices waiting past the agreement’s free time as a waiting_time operation, and not within it', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const [pickup, delivery] = job.stops.map((s) => s.documentId);
    await event(d, job.documentId, pickup!, 'arrived', todayAt(7), 'event-w1-phone');
    const short = await d.call('POST', `/api/jobs/${job.documentId}/problems`, {
      stop: pickup,
      kind: 'waiting',
      note: 'Dock busy',
      at: todayAt(8, 30),
      clientId: 'problem-0001',
    });
    expect(short.status).toBe(200);
    expect(short.body.data).toMatchObject({ kind: 'waiting', waitingMinutes: 90, operation: null });
    // The seeded agreement: 450 kr an hour of waiting for a truck, the first 2 hours free.
    const long = await d.call('POST', `/api/jobs/${job.documentId}/problems`, {
      stop: pickup,
      kind: 'waiting',
      note: 'Still waiting',
      at: todayAt(10),
      clientId: 'problem-0002',
    });
    expect(long.body.data).toMatchObject({ waitingMinutes: 180, operation: { quantity: 1, amount: 45_000 } });
    const again = await d.call('POST', `/api/jobs/${job.documentId}/problems`, {
      stop: pickup,
      kind: 'waiting',
      note: 'Still waiting',
      at: todayAt(10),
      clientId: 'problem-0002',
    });
    expect(again.body.data).toEqual(long.body.data);
    const seen = (await w.office.get(`/api/jobs/${job.documentId}?populate=operations`, 'dispatcher')).body.data;
    // What its text says is kept too, so an English customer's invoice prints it in English.
    const wording = { component: 'waiting_time', freeQuantity: 2, rounding: 'per_started_15_min' };
    expect(seen.operations).toEqual([expect.objectContaining({ type: 'waiting_time', amount: 45_000, wording })]);
    const damage = await d.call('POST', `/api/jobs/${job.documentId}/problems`, {
      kind: 'damage',
      note: 'Torn wrapping',
      at: todayAt(10, 5),
      clientId: 'problem-0003',
    });
    expect(damage.body.data).toMatchObject({ kind: 'damage', stop: null, operation: null });
    const other = await roadDriver(w, 2);
    expect(
      (
        await other.call('POST', `/api/jobs/${job.documentId}/problems`, {
          kind: 'damage',
          note: 'x',
          at: todayAt(10),
          clientId: 'problem-0004',
        })
      ).status,
    ).toBe(404);
    expect(delivery).toBeDefined();
  });
});
