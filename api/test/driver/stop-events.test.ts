import { driverWorld, type DriverWorld, plannedJob, type RoadDriver, roadDriver, todayAt } from './driver-fixtures';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

describe('stop events from the road', () => {
  let w: DriverWorld;
  beforeEach(async () => {
    w = await driverWorld();
  });
  afterEach(async () => w.t.close());

  it('stamps the arrival and starts the job through dispatched, once per phone-made id', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const pickup = job.stops[0]!.documentId;
    const event = { stop: pickup, type: 'arrived', at: todayAt(7, 5), position: { lat: 57.7, lng: 11.9 }, clientId: 'phone-0001' };
    const first = await d.call('POST', `/api/jobs/${job.documentId}/stop-events`, event);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ job: { status: 'in_progress' }, stop: { documentId: pickup, arrivedAt: todayAt(7, 5) } });
    const again = await d.call('POST', `/api/jobs/${job.documentId}/stop-events`, event);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const seen = (await w.office.get(`/api/jobs/${job.documentId}?populate=stops&populate=statusHistory`)).body.data;
    expect(seen.status).toBe('in_progress');
    expect(seen.stops[0].arrivedAt).toBe(todayAt(7, 5));
    const moves = seen.statusHistory.map((h: { toStatus: string }) => h.toStatus);
    expect(moves.filter((to: string) => to === 'dispatched')).toHaveLength(1);
    expect(moves.filter((to: string) => to === 'in_progress')).toHaveLength(1);
  });

  it('refuses events out of order, naming the field, and changes nothing', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const [pickup, delivery] = job.stops.map((s) => s.documentId);
    const post = (data: object) => d.call('POST', `/api/jobs/${job.documentId}/stop-events`, data);
    const early = await post({ stop: delivery, type: 'departed', at: todayAt(9), clientId: 'phone-0002' });
    expect(early.status).toBe(400);
    expect(early.body.error.details.errors[0].path).toEqual(['type']);
    expect((await post({ stop: pickup, type: 'arrived', at: todayAt(8), clientId: 'phone-0003' })).status).toBe(200);
    const before = await post({ stop: delivery, type: 'arrived', at: todayAt(7, 30), clientId: 'phone-0004' });
    expect(before.status).toBe(400);
    expect(before.body.error.details.errors[0].path).toEqual(['at']);
    const bad = await post({ stop: pickup, type: 'left', at: todayAt(9), clientId: 'phone-0005' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors[0].path).toEqual(['type']);
    const stops = (await w.office.get(`/api/jobs/${job.documentId}?populate=stops`)).body.data.stops;
    expect(stops[1].arrivedAt).toBeNull();
    expect(stops[1].departedAt).toBeNull();
  });

  it('answers 404 for a job that is not the driver’s', async () => {
    const d = await roadDriver(w, 1);
    const other = await roadDriver(w, 2);
    const job = await plannedJob(w, other);
    const res = await d.call('POST', `/api/jobs/${job.documentId}/stop-events`, {
      stop: job.stops[0]!.documentId,
      type: 'arrived',
      at: todayAt(7),
      clientId: 'phone-0006',
    });
    expect(res.status).toBe(404);
    expect((await w.office.get(`/api/jobs/${job.documentId}`)).body.data.status).toBe('planned');
  });

  it('loses nothing when 20 drivers send their events at once', async () => {
    const drivers: RoadDriver[] = [];
    for (let n = 1; n <= 20; n += 1) drivers.push(await roadDriver(w, n));
    const jobs: Awaited<ReturnType<typeof plannedJob>>[] = [];
    for (const d of drivers) jobs.push(await plannedJob(w, d));
    const results = await Promise.all(
      drivers.flatMap((d, i) => [
        d.call('POST', `/api/jobs/${jobs[i]!.documentId}/stop-events`, {
          stop: jobs[i]!.stops[0]!.documentId,
          type: 'arrived',
          at: todayAt(7, i),
          clientId: `burst-${i}-arrived`,
        }),
        // The same action sent twice at once (a phone retrying): applied once.
        d.call('POST', `/api/jobs/${jobs[i]!.documentId}/stop-events`, {
          stop: jobs[i]!.stops[0]!.documentId,
          type: 'arrived',
          at: todayAt(7, i),
          clientId: `burst-${i}-arrived`,
        }),
      ]),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    for (const [i, job] of jobs.entries()) {
      const seen = (await w.office.get(`/api/jobs/${job.documentId}?populate=stops`)).body.data;
      expect(seen.status).toBe('in_progress');
      expect(seen.stops[0].arrivedAt).toBe(todayAt(7, i));
    }
  });
});
