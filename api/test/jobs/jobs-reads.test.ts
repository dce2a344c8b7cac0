import { INVALID_ADDRESS_MESSAGE } from '@haulage/shared/contracts';
import { straightLineEstimate } from '../../src/modules/jobs/trips/model/estimate';
import { type JobsWorld, jobInput, jobsWorld } from './jobs-fixtures';

jest.setTimeout(60_000);

let w: JobsWorld;
let truck: { documentId: string; truckName: string; area: { name: string } };
const DAY = '2026-04-14';
beforeAll(async () => {
  w = await jobsWorld();
  truck = (await w.client.get('/api/trucks?filters[truckStatus][$eq]=available&filters[vehicleClass][$eq]=truck&populate=area&sort=id'))
    .body.data[0];
  const done = (await w.client.post('/api/jobs', jobInput(w))).body.data.documentId;
  await w.client.post(`/api/jobs/${done}/assign`, { truck: truck.documentId, plannedDate: DAY });
  for (const status of ['dispatched', 'in_progress']) await w.client.put(`/api/jobs/${done}`, { status });
  await w.client.put(`/api/jobs/${done}`, { status: 'completed', kmActual: 210.5, hoursActual: 6 });
  await w.client.post('/api/jobs', jobInput(w, { plannedDate: DAY, customerReference: 'OPEN-1' }));
  await w.client.post('/api/jobs', jobInput(w, { plannedDate: DAY, status: 'draft', customerReference: 'DRAFT-1' }));
  await w.client.post('/api/jobs', jobInput(w, { plannedDate: DAY, kind: 'template', status: 'draft', customerReference: 'TPL-1' }));
});
afterAll(async () => w.t.close());

describe('GET /api/jobs/report', () => {
  it('counts completed jobs only, by truck, and answers CSV for Swedish Excel', async () => {
    const res = await w.client.get(`/api/jobs/report?from=${DAY}&to=${DAY}&groupBy=truck`, 'finance');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ key: truck.truckName, jobs: 1, km: 210.5, hours: 6 })]);
    expect(res.body.meta.total.revenue).toBeGreaterThan(0);
    const csv = await w.client.get(`/api/jobs/report?from=${DAY}&to=${DAY}&groupBy=month&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.startsWith('\uFEFFmonth;jobs;km;hours;revenue\r\n2026-04;1;210,5;6;')).toBe(true);
    expect((await w.client.get('/api/jobs/report?groupBy=year')).status).toBe(400);
    expect((await w.client.get('/api/jobs/report', 'viewer')).status).toBe(403);
  });
});

describe('boards', () => {
  it('answers trucks by area with their jobs, and the open jobs, never drafts or templates', async () => {
    const res = await w.client.get(`/api/jobs/board?from=${DAY}&to=${DAY}`, 'viewer');
    expect(res.status).toBe(200);
    const trucks = res.body.data.areas.flatMap((a: { trucks: unknown[] }) => a.trucks);
    const mine = trucks.find((t: { documentId: string }) => t.documentId === truck.documentId);
    expect(mine.jobs).toHaveLength(1);
    expect(mine.jobs[0].driver).toBeNull();
    expect(res.body.data.unplanned).toHaveLength(1);
    expect(JSON.stringify(res.body)).not.toContain('DRAFT-1');
    expect((await w.client.get(`/api/jobs/board?from=${DAY}&to=2026-01-01`)).status).toBe(400);
  });

  it('answers a new job with no km its straight-line estimate (haversine × 1.25), and none for a job with km', async () => {
    const day = '2026-04-20';
    const fresh = (await w.client.post('/api/jobs', jobInput(w, { plannedDate: day, kmPlanned: null, customerReference: 'NO-KM' }))).body
      .data;
    const measured = (await w.client.post('/api/jobs', jobInput(w, { plannedDate: day, customerReference: 'KM-150' }))).body.data;
    const [a, b] = await Promise.all(
      w.destinations.map(
        async (d) => (await w.client.get(`/api/destinations/${d.documentId}`)).body.data as { latitude: number; longitude: number },
      ),
    );
    const expected = straightLineEstimate([a!, b!]).km;
    expect(expected).toBeGreaterThan(100);

    const board = (await w.client.get(`/api/jobs/board?from=${day}&to=${day}`, 'viewer')).body.data;
    const byId = new Map(board.unplanned.map((job: { documentId: string }) => [job.documentId, job]));
    expect(byId.get(fresh.documentId)).toMatchObject({ kmPlanned: null, kmEstimate: expected });
    expect(byId.get(measured.documentId)).toMatchObject({ kmPlanned: 150, kmEstimate: null });
    const areas = (await w.client.get(`/api/areas/board?date=${day}`)).body.data.flatMap((area: { areaJobs: unknown[] }) => area.areaJobs);
    expect(areas.find((job: { documentId: string }) => job.documentId === fresh.documentId)).toMatchObject({ kmEstimate: expected });
  });

  it('answers each area’s trucks with their load, and its unplanned jobs', async () => {
    const res = await w.client.get(`/api/areas/board?date=${DAY}`, 'dispatcher');
    expect(res.status).toBe(200);
    const area = res.body.data.find((a: { area: { name: string } }) => a.area.name === truck.area.name);
    const row = area.areaTrucks.find((t: { documentId: string }) => t.documentId === truck.documentId);
    expect(row.load).toMatchObject({ jobs: 1, km: 210.5, hours: 6, workingDayHours: 8 });
    const unplanned = res.body.data.flatMap((a: { areaJobs: unknown[] }) => a.areaJobs);
    expect(unplanned).toHaveLength(1);
  });
});

describe('GET /api/events', () => {
  it('answers jobs and the user’s own events for a range, and an ICS feed', async () => {
    const created = await w.client.post(
      '/api/events',
      { title: 'Depot meeting', description: 'Winter tyres', startsAt: `${DAY}T07:00:00.000Z` },
      'dispatcher',
    );
    expect(created.status).toBe(201);
    const mine = await w.client.get(`/api/events?from=${DAY}&to=${DAY}`, 'dispatcher');
    expect(mine.body.data.filter((e: { kind: string }) => e.kind === 'job')).toHaveLength(2);
    expect(mine.body.data.filter((e: { kind: string }) => e.kind === 'custom')).toEqual([
      expect.objectContaining({ subject: 'Depot meeting', description: 'Winter tyres' }),
    ]);
    const others = await w.client.get(`/api/events?from=${DAY}&to=${DAY}`);
    expect(others.body.data.filter((e: { kind: string }) => e.kind === 'custom')).toEqual([]);
    expect((await w.client.put(`/api/events/${created.body.data.documentId}`, { title: 'Taken over' })).status).toBe(404);
    expect((await w.client.del(`/api/events/${created.body.data.documentId}`)).status).toBe(404);

    const edited = await w.client.put(`/api/events/${created.body.data.documentId}`, { title: 'Depot meeting (moved)' }, 'dispatcher');
    expect(edited.body.data.title).toBe('Depot meeting (moved)');
    const ics = await w.client.get(`/api/events?from=${DAY}&to=${DAY}&format=ics`, 'dispatcher');
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.text).toContain('SUMMARY:Depot meeting (moved)');
    expect((await w.client.get(`/api/events?from=${DAY}&to=${DAY}&format=ics`, 'viewer')).text).not.toContain('Depot meeting');
    expect((await w.client.del(`/api/events/${created.body.data.documentId}`, 'dispatcher')).status).toBe(204);
    expect((await w.client.post('/api/events', { title: 'x', startsAt: `${DAY}T07:00:00.000Z` }, 'viewer')).status).toBe(403);
  });
});

describe('/api/destinations', () => {
  it('geocodes from the gazetteer and puts the place in its depot’s area', async () => {
    const res = await w.client.post('/api/destinations?populate=area', {
      name: 'Stora Enso Skoghall',
      address: 'Bruksvägen 1',
      postcode: '663 81',
      city: 'Karlstad',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ latitude: 59.4022, longitude: 13.5115, area: { name: 'Örebro' } });
  });

  it('refuses an address it cannot find with the spec’s message, writing nothing', async () => {
    const res = await w.client.post('/api/destinations', { name: 'Nowhere', address: 'Gatan 1', city: 'Atlantis' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(INVALID_ADDRESS_MESSAGE);
    expect(INVALID_ADDRESS_MESSAGE).toBe('Invalid address! Please check the address and try again');
  });

  it('lists with populate=* and 500 per page by default', async () => {
    const res = await w.client.get('/api/destinations', 'viewer');
    expect(res.body.meta.pagination.pageSize).toBe(500);
    expect(res.body.data[0].area).toBeDefined();
    expect((await w.client.get('/api/destinations?pagination[pageSize]=1')).body.meta.pagination.pageSize).toBe(1);
  });
});
