import { signAccessToken } from '../../src/modules/auth/model/tokens';
import { driverWorld, type DriverWorld, plannedJob, type RoadDriver, roadDriver, todayAt } from './driver-fixtures';
import { picture, proofForm } from './proof-form';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

/** The driver works the two-stop job and signs the delivery: the proof completes it. */
const driveAndProve = async (w: DriverWorld, d: RoadDriver, job: Awaited<ReturnType<typeof plannedJob>>, tag: string) => {
  const [pickup, delivery] = job.stops.map((s) => s.documentId);
  const event = (stop: string, type: string, at: string, n: number) =>
    d.call('POST', `/api/jobs/${job.documentId}/stop-events`, { stop, type, at, clientId: `fix-${tag}-${n}-phone` });
  await event(pickup!, 'arrived', todayAt(7), 1);
  await event(pickup!, 'departed', todayAt(7, 30), 2);
  await event(delivery!, 'arrived', todayAt(9), 3);
  const token = await signAccessToken(w.t.app.config, { id: d.user.id, type: 'driver', tokenVersion: 0 });
  const form = proofForm({ stop: delivery!, signedBy: 'Eva Lund', clientId: `fix-${tag}-proof`, at: todayAt(9, 15) }, [
    { field: 'signature', filename: 'signature.png', type: 'image/png', data: await picture('png') },
  ]);
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/jobs/${job.documentId}/proofs`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  expect([res.statusCode, res.json()]).toMatchObject([201, { data: { jobStatus: 'completed' } }]);
};

const read = async (w: DriverWorld, documentId: string) =>
  (await w.office.get(`/api/jobs/${documentId}?populate=statusHistory`, 'dispatcher')).body.data;

describe('the office corrects the actuals the road gave', () => {
  let w: DriverWorld;
  beforeEach(async () => {
    w = await driverWorld();
  });
  afterEach(async () => w.t.close());

  it('marks the route estimate as one, and a correction re-rates the job as completion does, in its history', async () => {
    // Within Göteborg: no lane price, so km and hours are what the agreement prices.
    const harbour = (await w.office.post('/api/destinations', { name: 'Skandiahamnen', postcode: '418 34', city: 'Göteborg' })).body.data;
    const stops = (from: string) => [
      { type: 'pickup', destination: from, plannedFrom: todayAt(7), plannedTo: todayAt(8) },
      { type: 'delivery', destination: harbour.documentId, plannedFrom: todayAt(10), plannedTo: todayAt(11) },
    ];
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d, { stops: stops(w.places[0]!.documentId) });
    await driveAndProve(w, d, job, 'a');
    const done = await read(w, job.documentId);
    expect(done).toMatchObject({ status: 'completed', kmActual: 150, hoursActual: 2.25, kmActualEstimated: true });

    const corrected = await w.office.put(`/api/jobs/${job.documentId}`, { kmActual: 90, hoursActual: 3 }, 'dispatcher');
    expect(corrected.status).toBe(200);
    const seen = await read(w, job.documentId);
    expect(seen).toMatchObject({ status: 'completed', kmActual: 90, hoursActual: 3, kmActualEstimated: false });
    expect(seen.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'completed',
      toStatus: 'completed',
      reason: 'Actuals corrected: km 150 → 90, hours 2.25 → 3',
    });
    expect(seen.priceTotal).not.toBe(done.priceTotal);

    // The same agreement and actuals completed by the office give the same price and charges.
    const typed = await plannedJob(w, await roadDriver(w, 2), { stops: stops(w.places[0]!.documentId) });
    await w.office.put(`/api/jobs/${typed.documentId}`, { kmActual: 90, hoursActual: 3 });
    for (const to of ['dispatched', 'in_progress', 'completed']) await w.office.post(`/api/jobs/${typed.documentId}/status`, { to });
    const office = await read(w, typed.documentId);
    expect(office).toMatchObject({ status: 'completed', kmActualEstimated: false });
    expect(seen.priceTotal).toBe(office.priceTotal);
    expect(seen.charges).toEqual(office.charges);
  });

  it('writes nothing for a form sent back unchanged, and a bad figure is a 400 that changes nothing', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    await driveAndProve(w, d, job, 'b');
    const done = await read(w, job.documentId);
    expect((await w.office.put(`/api/jobs/${job.documentId}`, { kmActual: 150, hoursActual: 2.25 }, 'dispatcher')).status).toBe(200);
    const bad = await w.office.put(`/api/jobs/${job.documentId}`, { kmActual: 'ninety' }, 'dispatcher');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors[0].path).toEqual(['kmActual']);
    const same = await read(w, job.documentId);
    expect(same.statusHistory).toHaveLength(done.statusHistory.length);
    expect(same).toMatchObject({ kmActual: 150, kmActualEstimated: true, priceTotal: done.priceTotal });
    // The mark is the server's: a body cannot set it.
    await w.office.put(`/api/jobs/${job.documentId}`, { kmActualEstimated: false }, 'dispatcher');
    expect((await read(w, job.documentId)).kmActualEstimated).toBe(true);
  });

  it('does not mark km measured by the day’s odometer readings', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const base = Number((await w.office.get(`/api/trucks/${w.truck.documentId}`)).body.data.odometer) + 10;
    await d.call('POST', '/api/driver/odometer', { km: base, at: todayAt(6, 30), kind: 'start', clientId: 'fix-odometer-start' });
    await d.call('POST', '/api/driver/odometer', { km: base + 120, at: todayAt(8, 50), kind: 'end', clientId: 'fix-odometer-end' });
    await driveAndProve(w, d, job, 'c');
    expect(await read(w, job.documentId)).toMatchObject({ status: 'completed', kmActual: 120, kmActualEstimated: false });
  });
});
