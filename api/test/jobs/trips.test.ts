import { type JobsWorld, jobInput, jobsWorld } from './jobs-fixtures';

jest.setTimeout(60_000);

type Truck = { id: number; documentId: string; truckStatus: string; vehicleClass: string; drivers: { id: number; documentId: string }[] };
type Stop = { documentId: string; sequence: number; job: { documentId: string }; jobStop: { type: string } };

let w: JobsWorld;
let trucks: Truck[];
beforeAll(async () => {
  w = await jobsWorld();
  trucks = (await w.client.get('/api/trucks?populate=drivers&pagination[pageSize]=100&sort=id')).body.data;
});
afterAll(async () => w.t.close());

const fitting = () => trucks.filter((t) => t.truckStatus === 'available' && t.vehicleClass === 'truck' && t.drivers.length > 0);
const newJob = async (over: Record<string, unknown> = {}) =>
  (await w.client.post('/api/jobs', jobInput(w, over))).body.data.documentId as string;
const populate = 'populate[stops][populate][0]=jobStop&populate[stops][populate][1]=job&populate[jobs]=true&populate[truck]=true';
const tripOf = async (id: string) => (await w.client.get(`/api/trips/${id}?${populate}`)).body.data;
const stopsOf = (trip: { stops: Stop[] }) => [...trip.stops].sort((a, b) => a.sequence - b.sequence);
const tripCount = async () => (await w.client.get('/api/trips')).body.meta.pagination.total as number;

describe('combining jobs into a trip', () => {
  it('plans three open jobs on one truck, driver and day, their stops job after job, with revenue and a straight-line estimate', async () => {
    const jobs = [await newJob(), await newJob(), await newJob()];
    const truck = fitting()[0]!;
    const created = await w.client.post(`/api/trips?${populate}`, { jobs, truck: truck.documentId, date: '2026-05-05' }, 'dispatcher');
    expect(created.status).toBe(201);
    const trip = created.body.data;
    expect(trip).toMatchObject({ tripNumber: expect.any(Number), date: '2026-05-05', status: 'planned', jobCount: 3 });
    expect(trip.truck.documentId).toBe(truck.documentId);
    expect(trip.estimateSource).toBe('straight_line');
    expect(trip.kmEstimate).toBeGreaterThan(3 * 2 * 100); // Göteborg ⇄ Jönköping is about 120 km straight
    expect(trip.minutesEstimate).toBeGreaterThan(0);
    const stops = stopsOf(trip);
    expect(stops.map((s) => `${jobs.indexOf(s.job.documentId)}${s.jobStop.type}`)).toEqual([
      '0pickup',
      '0delivery',
      '1pickup',
      '1delivery',
      '2pickup',
      '2delivery',
    ]);
    const prices: number[] = [];
    for (const id of jobs) {
      const job = (await w.client.get(`/api/jobs/${id}?populate[trip]=true&populate[truck]=true`)).body.data;
      expect(job).toMatchObject({ status: 'planned', plannedDate: '2026-05-05', trip: { documentId: trip.documentId } });
      expect(job.truck.documentId).toBe(truck.documentId);
      prices.push(job.priceTotal);
    }
    expect(trip.revenue).toBe(prices.reduce((a, b) => a + b, 0));
    // The job list's rows name the trip: what it asks for.
    const rows = await w.client.get(`/api/jobs?filters[documentId][$in][0]=${jobs[0]}&populate[trip][fields][0]=tripNumber`, 'dispatcher');
    expect(rows.body.data[0].trip).toMatchObject({ documentId: trip.documentId, tripNumber: trip.tripNumber });
    const listed = await w.client.get(
      `/api/trips?filters[date][$eq]=2026-05-05&filters[truck][documentId][$eq]=${truck.documentId}`,
      'finance',
    );
    expect(listed.body.data.map((t: { documentId: string }) => t.documentId)).toEqual([trip.documentId]);
  });

  it('reorders the stops, keeping each job’s pickup before its delivery, and the km follow the order', async () => {
    const jobs = [await newJob(), await newJob()];
    const trip = (await w.client.post(`/api/trips?${populate}`, { jobs, truck: fitting()[1]!.documentId, date: '2026-05-06' })).body.data;
    const [p1, d1, p2, d2] = stopsOf(trip).map((s) => s.documentId);
    const moved = await w.client.put(`/api/trips/${trip.documentId}?${populate}`, { stops: [p1, p2, d1, d2] }, 'dispatcher');
    expect(moved.status).toBe(200);
    expect(stopsOf(moved.body.data).map((s) => s.documentId)).toEqual([p1, p2, d1, d2]);
    expect(moved.body.data.kmEstimate).toBeLessThan(trip.kmEstimate);
    const wrong = await w.client.put(`/api/trips/${trip.documentId}`, { stops: [d1, p1, p2, d2] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details.errors[0]).toMatchObject({
      path: ['stops'],
      message: expect.stringMatching(/is delivered before it is picked up/),
    });
    expect((await w.client.put(`/api/trips/${trip.documentId}`, { stops: [p1, p2, d1] })).body.error.message).toMatch(/all 4 stops/);
    expect(stopsOf(await tripOf(trip.documentId)).map((s) => s.documentId)).toEqual([p1, p2, d1, d2]);
  });

  it('refuses a job in another trip, a draft, a template, an unknown job or a lone job, and writes nothing', async () => {
    const [a, b] = [await newJob(), await newJob()];
    const truck = fitting()[0]!.documentId;
    expect((await w.client.post('/api/trips', { jobs: [a, b], truck, date: '2026-05-07' })).status).toBe(201);
    const before = await tripCount();
    const fresh = await newJob();
    const cases: [unknown[], RegExp][] = [
      [[fresh, a], /is already in a trip/],
      [[fresh, await newJob({ status: 'draft' })], /is a draft/],
      [[fresh, await newJob({ kind: 'template' })], /is a template/],
      [[fresh, 'nosuchjob000000000000000'], /does not exist/],
      [[fresh], /at least 2 jobs/],
      [[fresh, fresh], /only once/],
    ];
    for (const [jobs, message] of cases) {
      const res = await w.client.post('/api/trips', { jobs, truck, date: '2026-05-07' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await w.client.post('/api/trips', { jobs: [fresh, b], truck, date: '2026-05-07', tripNumber: 5 })).status).toBe(400);
    expect(await tripCount()).toBe(before);
    expect((await w.client.get(`/api/jobs/${fresh}?populate=trip`)).body.data).toMatchObject({ status: 'open', trip: null });
  });

  it('answers a blocking conflict of the assignment with a 409 and leaves every job as it was', async () => {
    const sold = trucks.find((t) => t.truckStatus === 'sold');
    if (!sold) throw new Error('the demo fleet has a sold truck');
    const jobs = [await newJob(), await newJob()];
    const res = await w.client.post('/api/trips', { jobs, truck: sold.documentId, date: '2026-05-08' });
    expect(res.status).toBe(409);
    for (const id of jobs)
      expect((await w.client.get(`/api/jobs/${id}?populate=trip`)).body.data).toMatchObject({ status: 'open', trip: null });
  });

  it('is split while planned, the jobs staying on their truck and day; not once a job is under way', async () => {
    const jobs = [await newJob(), await newJob()];
    const trip = (await w.client.post('/api/trips', { jobs, truck: fitting()[2]!.documentId, date: '2026-05-11' })).body.data;
    expect((await w.client.del(`/api/trips/${trip.documentId}`, 'finance')).status).toBe(403);
    expect((await w.client.del(`/api/trips/${trip.documentId}`, 'dispatcher')).status).toBe(204);
    expect((await w.client.get(`/api/trips/${trip.documentId}`)).status).toBe(404);
    expect((await w.client.get(`/api/jobs/${jobs[0]}?populate=trip`)).body.data).toMatchObject({ status: 'planned', trip: null });

    const again = (await w.client.post(`/api/trips?${populate}`, { jobs, truck: fitting()[2]!.documentId, date: '2026-05-11' })).body.data;
    await w.client.post(`/api/jobs/${jobs[0]}/status`, { to: 'dispatched' });
    expect((await tripOf(again.documentId)).status).toBe('dispatched');
    await w.client.post(`/api/jobs/${jobs[0]}/status`, { to: 'in_progress' });
    const refused = await w.client.del(`/api/trips/${again.documentId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `Trip ${again.tripNumber} is in progress; it can be split only while it is planned or dispatched`,
    );
    const order = stopsOf(again).map((s) => s.documentId);
    expect((await w.client.put(`/api/trips/${again.documentId}`, { stops: order })).status).toBe(409);
    expect((await tripOf(again.documentId)).jobs).toHaveLength(2);
  });

  it('is read by the office and written by dispatch only', async () => {
    expect((await w.client.get('/api/trips', 'finance')).status).toBe(200);
    expect((await w.client.get('/api/trips', 'viewer')).status).toBe(403);
    const jobs = [await newJob(), await newJob()];
    expect((await w.client.post('/api/trips', { jobs, truck: fitting()[0]!.documentId, date: '2026-05-12' }, 'finance')).status).toBe(403);
  });
});

describe('a combined job edited afterwards', () => {
  it('keeps its new stops in the trip, at the end, pickup before delivery', async () => {
    const jobs = [await newJob(), await newJob()];
    const trip = (await w.client.post('/api/trips', { jobs, truck: fitting()[1]!.documentId, date: '2026-05-13' })).body.data;
    const [from, to] = w.destinations.map((d) => d.documentId);
    const edited = await w.client.put(`/api/jobs/${jobs[0]}`, {
      stops: [
        { type: 'pickup', destination: to },
        { type: 'other', destination: from },
        { type: 'delivery', destination: from },
      ],
    });
    expect(edited.status).toBe(200);
    const stops = stopsOf(await tripOf(trip.documentId));
    expect(stops.map((s) => `${jobs.indexOf(s.job.documentId)}${s.jobStop.type}`)).toEqual([
      '1pickup',
      '1delivery',
      '0pickup',
      '0other',
      '0delivery',
    ]);
    expect(stops.map((s) => s.sequence)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the planning board', () => {
  it('tells the office which trip each job travels in, and viewers nothing of trips', async () => {
    const jobs = [await newJob(), await newJob()];
    const trip = (await w.client.post('/api/trips', { jobs, truck: fitting()[0]!.documentId, date: '2026-05-14' })).body.data;
    type Board = { areas: { trucks: { jobs: { documentId: string; trip?: unknown }[] }[] }[] };
    const onBoard = async (type: 'dispatcher' | 'viewer') => {
      const board = (await w.client.get('/api/jobs/board?from=2026-05-14&to=2026-05-14', type)).body.data as Board;
      return board.areas.flatMap((a) => a.trucks.flatMap((t) => t.jobs)).filter((job) => jobs.includes(job.documentId));
    };
    expect((await onBoard('dispatcher')).map((job) => job.trip)).toEqual([
      { documentId: trip.documentId, tripNumber: trip.tripNumber },
      { documentId: trip.documentId, tripNumber: trip.tripNumber },
    ]);
    expect((await onBoard('viewer')).map((job) => job.trip)).toEqual([null, null]);
    type AreaBoard = { areaTrucks: { jobs: { documentId: string; trip?: unknown }[] }[] }[];
    const areas = (await w.client.get('/api/areas/board?date=2026-05-14', 'dispatcher')).body.data as AreaBoard;
    const onAreaBoard = areas.flatMap((a) => a.areaTrucks.flatMap((t) => t.jobs)).filter((job) => jobs.includes(job.documentId));
    expect(onAreaBoard.map((job) => job.trip)).toEqual([
      { documentId: trip.documentId, tripNumber: trip.tripNumber },
      { documentId: trip.documentId, tripNumber: trip.tripNumber },
    ]);
  });

  it('refuses to drop one of a trip’s jobs on another truck or day', async () => {
    const jobs = [await newJob(), await newJob()];
    await w.client.post('/api/trips', { jobs, truck: fitting()[0]!.documentId, date: '2026-05-15' });
    const drop = await w.client.post(`/api/jobs/${jobs[0]}/assign`, { truck: fitting()[1]!.documentId, plannedDate: '2026-05-16' });
    expect(drop.status).toBe(409);
    expect(drop.body.error.message).toMatch(/travels in a trip; split the trip/);
    expect((await w.client.get(`/api/jobs/${jobs[0]}`)).body.data.plannedDate).toBe('2026-05-15');
  });
});

describe('a combined job leaving the plan', () => {
  it('leaves its trip when unassigned: the stops close up and the km follow; a trip left with one job is dissolved', async () => {
    const jobs = [await newJob(), await newJob(), await newJob()];
    const trip = (await w.client.post(`/api/trips?${populate}`, { jobs, truck: fitting()[1]!.documentId, date: '2026-05-18' })).body.data;
    const unassigned = await w.client.put(`/api/jobs/${jobs[0]}`, { status: 'open' }, 'dispatcher');
    expect(unassigned.status).toBe(200);
    expect((await w.client.get(`/api/jobs/${jobs[0]}?populate=trip&populate=truck`)).body.data).toMatchObject({
      status: 'open',
      trip: null,
      truck: null,
    });
    const kept = await tripOf(trip.documentId);
    expect(kept).toMatchObject({ jobCount: 2, status: 'planned' });
    expect(stopsOf(kept).map((s) => `${jobs.indexOf(s.job.documentId)}${s.jobStop.type}`)).toEqual([
      '1pickup',
      '1delivery',
      '2pickup',
      '2delivery',
    ]);
    expect(stopsOf(kept).map((s) => s.sequence)).toEqual([1, 2, 3, 4]);
    expect(kept.kmEstimate).toBeLessThan(trip.kmEstimate);

    const cancelled = await w.client.post(
      `/api/jobs/${jobs[1]}/status`,
      { to: 'cancelled', reason: 'Customer called it off' },
      'dispatcher',
    );
    expect(cancelled.status).toBe(200);
    expect((await w.client.get(`/api/trips/${trip.documentId}`)).status).toBe(404);
    expect((await w.client.get(`/api/jobs/${jobs[1]}?populate=trip`)).body.data).toMatchObject({ status: 'cancelled', trip: null });
    expect((await w.client.get(`/api/jobs/${jobs[2]}?populate=trip`)).body.data).toMatchObject({
      status: 'planned',
      plannedDate: '2026-05-18',
      trip: null,
    });
  });

  it('leaves its trip when cancelled through a PUT, and a refused move leaves the trip as it was', async () => {
    const jobs = [await newJob(), await newJob()];
    const trip = (await w.client.post('/api/trips', { jobs, truck: fitting()[2]!.documentId, date: '2026-05-19' })).body.data;
    const refused = await w.client.put(`/api/jobs/${jobs[0]}`, { status: 'cancelled' });
    expect(refused.status).toBe(400);
    expect((await tripOf(trip.documentId)).jobCount).toBe(2);
    const put = await w.client.put(`/api/jobs/${jobs[0]}`, { status: 'cancelled', cancelReason: 'Goods not ready' });
    expect(put.status).toBe(200);
    expect((await w.client.get(`/api/trips/${trip.documentId}`)).status).toBe(404);
    expect((await w.client.get(`/api/jobs/${jobs[1]}?populate=trip`)).body.data).toMatchObject({ status: 'planned', trip: null });
  });
});

describe('adding jobs to a trip', () => {
  it('assigns the job to the trip’s truck, driver and day, its stops after the trip’s, the km following', async () => {
    const jobs = [await newJob(), await newJob()];
    const truck = fitting()[2]!;
    const trip = (await w.client.post(`/api/trips?${populate}`, { jobs, truck: truck.documentId, date: '2026-05-20' })).body.data;
    const extra = await newJob();
    expect((await w.client.post(`/api/trips/${trip.documentId}/jobs`, { jobs: [extra] }, 'finance')).status).toBe(403);
    const added = await w.client.post(`/api/trips/${trip.documentId}/jobs?${populate}`, { jobs: [extra] }, 'dispatcher');
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ jobCount: 3, status: 'planned' });
    const all = [...jobs, extra];
    expect(stopsOf(added.body.data).map((s) => `${all.indexOf(s.job.documentId)}${s.jobStop.type}`)).toEqual([
      '0pickup',
      '0delivery',
      '1pickup',
      '1delivery',
      '2pickup',
      '2delivery',
    ]);
    expect(added.body.data.kmEstimate).toBeGreaterThan(trip.kmEstimate);
    const job = (await w.client.get(`/api/jobs/${extra}?populate[trip]=true&populate[truck]=true`)).body.data;
    expect(job).toMatchObject({ status: 'planned', plannedDate: '2026-05-20', trip: { documentId: trip.documentId } });
    expect(job.truck.documentId).toBe(truck.documentId);
  });

  it('refuses a job already in a trip or a draft, and a trip under way, writing nothing', async () => {
    const jobs = [await newJob(), await newJob()];
    const trip = (await w.client.post('/api/trips', { jobs, truck: fitting()[0]!.documentId, date: '2026-05-21' })).body.data;
    const inOther = await w.client.post(`/api/trips/${trip.documentId}/jobs`, { jobs: [await newJob(), jobs[0]] });
    expect(inOther.status).toBe(400);
    expect(inOther.body.error.details.errors[0]).toMatchObject({ path: ['jobs', 1], message: expect.stringMatching(/already in a trip/) });
    const draft = await w.client.post(`/api/trips/${trip.documentId}/jobs`, { jobs: [await newJob({ status: 'draft' })] });
    expect(draft.body.error.message).toMatch(/is a draft/);
    expect((await tripOf(trip.documentId)).jobCount).toBe(2);
    await w.client.post(`/api/jobs/${jobs[0]}/status`, { to: 'dispatched' });
    await w.client.post(`/api/jobs/${jobs[0]}/status`, { to: 'in_progress' });
    const late = await w.client.post(`/api/trips/${trip.documentId}/jobs`, { jobs: [await newJob()] });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(
      `Trip ${trip.tripNumber} is in progress; jobs can be added only while it is planned or dispatched`,
    );
  });
});
