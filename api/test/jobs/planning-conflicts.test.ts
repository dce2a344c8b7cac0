import { type JobsWorld, jobInput, jobsWorld } from './jobs-fixtures';

jest.setTimeout(60_000);

type Truck = {
  id: number;
  documentId: string;
  truckName: string;
  truckStatus: string;
  vehicleClass: string;
  drivers: { documentId: string }[];
};
type Conflict = { code: string; field: string; message: string };
type JobConflicts = { documentId: string; jobNumber: number; plannedDate: string; conflicts: Conflict[] };

let w: JobsWorld;
let trucks: Truck[];
beforeAll(async () => {
  w = await jobsWorld();
  trucks = (await w.client.get('/api/trucks?populate=drivers&pagination[pageSize]=100&sort=id')).body.data;
});
afterAll(async () => w.t.close());

const fitting = () => trucks.filter((t) => t.truckStatus === 'available' && t.vehicleClass === 'truck' && t.drivers.length > 0);
const newJob = async (over: Record<string, unknown> = {}) => {
  const res = await w.client.post('/api/jobs', jobInput(w, over));
  return res.body.data as { documentId: string; jobNumber: number };
};
const codes = (conflicts: Conflict[] | undefined) => (conflicts ?? []).map((c) => c.code);
const conflictsOn = async (from: string, to = from, type: 'admin' | 'dispatcher' | 'viewer' = 'dispatcher') =>
  (await w.client.get(`/api/jobs/conflicts?from=${from}&to=${to}`, type)).body.data as JobConflicts[];

describe('PUT /api/jobs/:id plans through the same checks as a board drop', () => {
  it('answers the driver planned onto two overlapping jobs in meta.conflicts', async () => {
    const [a, b] = [await newJob(), await newJob()];
    const [first, second] = fitting();
    const driver = first!.drivers[0]!.documentId;
    const dropped = await w.client.post(`/api/jobs/${a.documentId}/assign`, {
      truck: first!.documentId,
      driver,
      plannedDate: '2026-06-08',
    });
    expect(dropped.status).toBe(200);
    const put = await w.client.put(
      `/api/jobs/${b.documentId}`,
      { truck: second!.documentId, driver, plannedDate: '2026-06-08', status: 'planned' },
      'dispatcher',
    );
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ status: 'planned', plannedDate: '2026-06-08' });
    expect(put.body.meta.conflicts).toContainEqual({
      code: 'driver_double_booked',
      field: 'driver',
      message: expect.stringMatching(new RegExp(`is already on job ${a.jobNumber} at that time$`)),
    });
    // Moving the planned job to another day on the same truck is checked again: the clash is gone.
    const moved = await w.client.put(`/api/jobs/${b.documentId}`, { plannedDate: '2026-06-09' }, 'dispatcher');
    expect(moved.status).toBe(200);
    expect(codes(moved.body.meta.conflicts)).not.toContain('driver_double_booked');
    // A PUT that does not touch the plan answers no conflicts.
    const notes = await w.client.put(`/api/jobs/${b.documentId}`, { notesDriver: 'Ring the bell' }, 'dispatcher');
    expect(notes.body.meta.conflicts).toBeUndefined();
  });

  it('refuses a sold truck with a 409 and writes nothing, as a drop does', async () => {
    const sold = trucks.find((t) => t.truckStatus === 'sold')!;
    const job = await newJob();
    const res = await w.client.put(`/api/jobs/${job.documentId}`, { truck: sold.documentId, plannedDate: '2026-06-10', status: 'planned' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`${sold.truckName} is sold and cannot be planned`);
    expect(codes(res.body.error.details.conflicts)).toContain('truck_sold');
    const saved = (await w.client.get(`/api/jobs/${job.documentId}?populate=truck`)).body.data;
    expect(saved).toMatchObject({ status: 'open', truck: null, plannedDate: null });
  });

  it('checks a job put on the plan by its status move too: conflicts answered, a sold truck refused', async () => {
    const [a, b] = [await newJob(), await newJob()];
    const truck = fitting()[8]!;
    await w.client.post(`/api/jobs/${a.documentId}/assign`, { truck: truck.documentId, plannedDate: '2026-06-23' });
    expect((await w.client.put(`/api/jobs/${b.documentId}`, { truck: truck.documentId, plannedDate: '2026-06-23' })).status).toBe(200);
    const moved = await w.client.post(`/api/jobs/${b.documentId}/status`, { to: 'planned' }, 'dispatcher');
    expect(moved.status).toBe(200);
    expect(moved.body.meta.conflicts).toContainEqual({
      code: 'truck_double_booked',
      field: 'truck',
      message: `${truck.truckName} is already on job ${a.jobNumber} at that time`,
    });
    const sold = trucks.find((t) => t.truckStatus === 'sold')!;
    const c = await newJob();
    expect((await w.client.put(`/api/jobs/${c.documentId}`, { truck: sold.documentId, plannedDate: '2026-06-23' })).status).toBe(200);
    const refused = await w.client.post(`/api/jobs/${c.documentId}/status`, { to: 'planned' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`${sold.truckName} is sold and cannot be planned`);
    expect((await w.client.get(`/api/jobs/${c.documentId}`)).body.data.status).toBe('open');
  });

  it('refuses moving one job of a trip alone, but accepts a form that sends its plan unchanged', async () => {
    const [a, b] = [await newJob(), await newJob()];
    const truck = fitting()[2]!;
    const trip = await w.client.post('/api/trips', { jobs: [a.documentId, b.documentId], truck: truck.documentId, date: '2026-06-11' });
    expect(trip.status).toBe(201);
    const moved = await w.client.put(`/api/jobs/${a.documentId}`, { plannedDate: '2026-06-12' });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe(`Job ${a.jobNumber} travels in a trip; split the trip to plan it on its own`);
    const same = await w.client.put(`/api/jobs/${a.documentId}`, { plannedDate: '2026-06-11', truck: truck.documentId });
    expect(same.status).toBe(200);
    expect(codes(same.body.meta.conflicts)).not.toContain('truck_double_booked');
  });
});

describe('a trip’s jobs do not conflict with each other', () => {
  it('combines two overlapping jobs on one truck without warnings about each other, but warns of a job outside the trip', async () => {
    const [a, b, outside] = [await newJob(), await newJob(), await newJob()];
    const truck = fitting()[3]!;
    const planned = await w.client.post(`/api/jobs/${outside.documentId}/assign`, { truck: truck.documentId, plannedDate: '2026-06-15' });
    expect(planned.status).toBe(200);
    const res = await w.client.post('/api/trips', { jobs: [a.documentId, b.documentId], truck: truck.documentId, date: '2026-06-15' });
    expect(res.status).toBe(201);
    const messages = (res.body.meta.warnings as { message: string }[]).map((warning) => warning.message);
    expect(messages.filter((m) => new RegExp(`job (${a.jobNumber}|${b.jobNumber}) at that time`).test(m))).toEqual([]);
    expect(messages).toContain(`Job ${a.jobNumber}: ${truck.truckName} is already on job ${outside.jobNumber} at that time`);
    expect(messages).toContain(`Job ${b.jobNumber}: ${truck.truckName} is already on job ${outside.jobNumber} at that time`);

    const day = await conflictsOn('2026-06-15');
    const doubles = (job: { documentId: string }) =>
      (day.find((entry) => entry.documentId === job.documentId)?.conflicts ?? [])
        .filter((c) => c.code === 'truck_double_booked')
        .map((c) => c.message);
    expect(doubles(a)).toEqual([`${truck.truckName} is already on job ${outside.jobNumber} at that time`]);
    expect(doubles(b)).toEqual([`${truck.truckName} is already on job ${outside.jobNumber} at that time`]);
    expect(doubles(outside)).toEqual([
      `${truck.truckName} is already on job ${a.jobNumber} at that time`,
      `${truck.truckName} is already on job ${b.jobNumber} at that time`,
    ]);
  });

  it('adds a job to a trip without warning about the trip’s own jobs', async () => {
    const [a, b, c] = [await newJob(), await newJob(), await newJob()];
    const truck = fitting()[4]!;
    const trip = (await w.client.post('/api/trips', { jobs: [a.documentId, b.documentId], truck: truck.documentId, date: '2026-06-16' }))
      .body.data;
    const added = await w.client.post(`/api/trips/${trip.documentId}/jobs`, { jobs: [c.documentId] });
    expect(added.status).toBe(200);
    const messages = ((added.body.meta.warnings ?? []) as { message: string }[]).map((warning) => warning.message);
    expect(messages.filter((m) => m.includes('already on job'))).toEqual([]);
    expect(
      (await conflictsOn('2026-06-16')).flatMap((entry) => entry.conflicts).filter((conflict) => conflict.code.endsWith('double_booked')),
    ).toEqual([]);
  });
});

describe('GET /api/jobs/conflicts: the conflicts of the days a board shows, as they are now', () => {
  it('answers a truck in the workshop for every dispatcher, and forgets it once the truck is back', async () => {
    const truck = fitting()[5]!;
    const job = await newJob();
    expect((await w.client.post(`/api/jobs/${job.documentId}/assign`, { truck: truck.documentId, plannedDate: '2026-06-17' })).status).toBe(
      200,
    );
    expect((await w.client.put(`/api/trucks/${truck.documentId}`, { truckStatus: 'in_workshop' })).status).toBe(200);
    try {
      for (const reader of ['dispatcher', 'admin'] as const) {
        const found = (await conflictsOn('2026-06-15', '2026-06-19', reader)).find((entry) => entry.documentId === job.documentId);
        expect(found).toMatchObject({ jobNumber: job.jobNumber, plannedDate: '2026-06-17' });
        expect(found!.conflicts).toContainEqual({
          code: 'truck_unavailable',
          field: 'truck',
          message: `${truck.truckName} is in workshop`,
        });
      }
      expect(await conflictsOn('2026-06-18', '2026-06-19')).toEqual([]);
    } finally {
      expect((await w.client.put(`/api/trucks/${truck.documentId}`, { truckStatus: 'available' })).status).toBe(200);
    }
    const after = (await conflictsOn('2026-06-17')).find((entry) => entry.documentId === job.documentId);
    expect(codes(after?.conflicts)).not.toContain('truck_unavailable');
  });

  it('shows a viewer the truck’s conflicts but not the driver’s, whom viewers may not read', async () => {
    const [a, b] = [await newJob(), await newJob()];
    const [first, second] = fitting().slice(6, 8);
    const driver = first!.drivers[0]!.documentId;
    await w.client.post(`/api/jobs/${a.documentId}/assign`, { truck: first!.documentId, driver, plannedDate: '2026-06-22' });
    await w.client.post(`/api/jobs/${b.documentId}/assign`, { truck: second!.documentId, driver, plannedDate: '2026-06-22' });
    const ofB = async (type: 'dispatcher' | 'viewer') =>
      codes((await conflictsOn('2026-06-22', '2026-06-22', type)).find((entry) => entry.documentId === b.documentId)?.conflicts);
    expect(await ofB('dispatcher')).toContain('driver_double_booked');
    expect(await ofB('viewer')).not.toContain('driver_double_booked');
  });

  it('answers a clear 400 for a bad or too long range, and 401 without a session', async () => {
    for (const query of ['from=2026-13-01', 'from=2026-06-01&to=2026-05-01', 'from=2026-06-01&to=2026-08-01']) {
      const res = await w.client.get(`/api/jobs/conflicts?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/date|before|at most 31 days/);
    }
    expect((await w.t.app.inject({ method: 'GET', url: '/api/jobs/conflicts' })).statusCode).toBe(401);
  });
});
