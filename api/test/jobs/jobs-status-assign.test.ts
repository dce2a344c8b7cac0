import { type JobsWorld, jobInput, jobsWorld } from './jobs-fixtures';

jest.setTimeout(60_000);

let w: JobsWorld;
let trucks: { documentId: string; truckName: string; truckStatus: string; vehicleClass: string; drivers: { documentId: string }[] }[];
beforeAll(async () => {
  w = await jobsWorld();
  trucks = (await w.client.get('/api/trucks?populate=drivers&pagination[pageSize]=100&sort=id')).body.data;
});
afterAll(async () => w.t.close());

const fit = () => trucks.find((t) => t.truckStatus === 'available' && t.vehicleClass === 'truck' && t.drivers.length > 0)!;
const newJob = async (over: Record<string, unknown> = {}) =>
  (await w.client.post('/api/jobs', jobInput(w, over))).body.data.documentId as string;

describe('the status machine through the API', () => {
  it('refuses a move it does not know with a 409 naming both states', async () => {
    const id = await newJob();
    const res = await w.client.put(`/api/jobs/${id}`, { status: 'completed' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('A job cannot move from open to completed');
    expect((await w.client.get(`/api/jobs/${id}`)).body.data.status).toBe('open');
  });

  it('walks a job from draft to completed, requiring km and hours, recording who and when', async () => {
    const id = await newJob({ status: 'draft' });
    expect((await w.client.put(`/api/jobs/${id}`, { status: 'open' })).body.data.status).toBe('open');
    const assigned = await w.client.post(`/api/jobs/${id}/assign`, { truck: fit().documentId, plannedDate: '2026-05-04' });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.status).toBe('planned');
    expect((await w.client.post(`/api/jobs/${id}/status`, { to: 'dispatched' })).body.data.dispatchedAt).toEqual(expect.any(String));
    expect((await w.client.put(`/api/jobs/${id}`, { status: 'in_progress' })).status).toBe(200);
    const early = await w.client.put(`/api/jobs/${id}`, { status: 'completed' });
    expect(early.status).toBe(400);
    expect(early.body.error.details.errors[0].path).toEqual(['kmActual']);
    const done = await w.client.put(`/api/jobs/${id}?populate=statusHistory`, { status: 'completed', kmActual: 212.5, hoursActual: 6.5 });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'completed', kmActual: 212.5, completedAt: expect.any(String) });
    expect(
      done.body.data.statusHistory.map((h: { fromStatus: string; toStatus: string; userName: string }) => `${h.fromStatus}>${h.toStatus}`),
    ).toEqual(['draft>open', 'open>planned', 'planned>dispatched', 'dispatched>in_progress', 'in_progress>completed']);
    expect(done.body.data.statusHistory[0].userName).toBe('Test admin');
    const price = done.body.data.priceTotal;
    await w.client.put(`/api/jobs/${id}`, { kmPlanned: 999 });
    expect((await w.client.get(`/api/jobs/${id}`)).body.data.priceTotal).toBe(price);
  });

  it('lets only admins reopen a completed or cancelled job; cancelling needs a reason', async () => {
    const id = await newJob();
    expect((await w.client.put(`/api/jobs/${id}`, { status: 'cancelled' })).status).toBe(400);
    const cancelled = await w.client.put(`/api/jobs/${id}`, { status: 'cancelled', cancelReason: 'Customer called off' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'Customer called off' });
    expect((await w.client.put(`/api/jobs/${id}`, { status: 'open' }, 'dispatcher')).status).toBe(403);
    expect((await w.client.put(`/api/jobs/${id}`, { status: 'open' }, 'admin')).body.data.status).toBe('open');
    expect((await w.client.put(`/api/jobs/${id}`, { status: 'invoiced' })).body.error.message).toBe(
      'A job cannot move from open to invoiced',
    );
  });
});

describe('assigning from the board', () => {
  it('defaults the truck’s driver and coupled trailer, and answers conflicts in meta', async () => {
    const id = await newJob({ vehicleClass: 'van' });
    const truck = fit();
    const res = await w.client.post(`/api/jobs/${id}/assign?populate=driver&populate=trailers`, {
      truck: truck.documentId,
      plannedDate: '2026-01-12',
    });
    expect(res.status).toBe(200);
    expect(truck.drivers.map((d) => d.documentId)).toContain(res.body.data.driver.documentId);
    expect(Array.isArray(res.body.data.trailers)).toBe(true);
    expect(res.body.meta.conflicts.map((c: { code: string }) => c.code)).toContain('vehicle_class');
  });

  it('blocks a sold truck with a 409 and writes nothing', async () => {
    const sold = trucks.find((t) => t.truckStatus === 'sold')!;
    const id = await newJob();
    const res = await w.client.post(`/api/jobs/${id}/assign`, { truck: sold.documentId, plannedDate: '2026-05-05' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain('is sold');
    expect((await w.client.get(`/api/jobs/${id}`)).body.data.status).toBe('open');
  });

  it('never silently double-books a driver assigned to two overlapping jobs at once', async () => {
    const [a, b] = [await newJob(), await newJob()];
    const driver = fit().drivers[0]!.documentId;
    const others = trucks.filter((t) => t.truckStatus === 'available' && t.vehicleClass === 'truck').slice(1, 3);
    const [first, second] = await Promise.all([
      w.client.post(`/api/jobs/${a}/assign`, { truck: others[0]!.documentId, driver, plannedDate: '2026-06-01' }),
      w.client.post(`/api/jobs/${b}/assign`, { truck: others[1]!.documentId, driver, plannedDate: '2026-06-01' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const doubles = [first, second].map(
      (r) => r.body.meta.conflicts.filter((c: { code: string }) => c.code === 'driver_double_booked').length,
    );
    expect(doubles.sort()).toEqual([0, 1]);
  });
});
