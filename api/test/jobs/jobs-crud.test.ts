import { type JobsWorld, jobInput, jobsWorld } from './jobs-fixtures';

jest.setTimeout(60_000);

let w: JobsWorld;
beforeAll(async () => {
  w = await jobsWorld();
});
afterAll(async () => w.t.close());

describe('/api/jobs CRUD', () => {
  it('creates a job with a server number, its stops in order, and a price from the agreement', async () => {
    const created = await w.client.post('/api/jobs?populate[stops][populate]=destination&populate=customer', jobInput(w));
    expect(created.status).toBe(201);
    const job = created.body.data;
    expect(job).toMatchObject({
      kind: 'job',
      status: 'open',
      customerReference: 'PO-4711',
      currency: 'SEK',
      confirmationStatus: 'not_sent',
    });
    expect(job.jobNumber).toBeGreaterThanOrEqual(10001);
    expect(
      job.stops.map((s: { sequence: number; type: string; destination: { name: string } }) => [s.sequence, s.type, s.destination.name]),
    ).toEqual([
      [1, 'pickup', 'Volvo Torslanda'],
      [2, 'delivery', 'IKEA DC Jönköping'],
    ]);
    expect(job.priceTotal).toBeGreaterThan(0);
    // Göteborg → Jönköping has a lane price in the generic model: it replaces km and hours.
    expect(job.charges.map((c: { component: string }) => c.component)).toEqual(['start_fee', 'stop', 'zone_to_zone']);
    const next = await w.client.post('/api/jobs', jobInput(w, { stops: [] }));
    expect(next.body.data.jobNumber).toBe(job.jobNumber + 1);
  });

  it('refuses a job number, a price or a status other than draft/open in a body', async () => {
    expect((await w.client.post('/api/jobs', jobInput(w, { jobNumber: 5 }))).body.error.message).toBe('Invalid key jobNumber');
    expect((await w.client.post('/api/jobs', jobInput(w, { priceTotal: 5 }))).status).toBe(400);
    expect((await w.client.post('/api/jobs', jobInput(w, { status: 'completed' }))).status).toBe(400);
  });

  it('reads with populate=stops, updates stops in one write, and finds jobs by place or customer', async () => {
    const { body } = await w.client.post('/api/jobs', jobInput(w, { customerReference: 'FIND-ME' }));
    const id = body.data.documentId;
    const read = await w.client.get(`/api/jobs/${id}?populate=stops`);
    expect(read.status).toBe(200);
    expect(read.headers.etag).toBeDefined();
    expect(read.body.data.stops).toHaveLength(2);
    const updated = await w.client.put(`/api/jobs/${id}?populate=stops`, {
      stops: [{ type: 'pickup', destination: w.destinations[1]!.documentId }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.stops.map((s: { place: string }) => s.place)).toEqual(['IKEA DC Jönköping, Jönköping']);
    const byPlace = await w.client.get('/api/jobs?_q=jonkoping&filters[customerReference][$eq]=FIND-ME');
    expect(byPlace.body.data.map((j: { documentId: string }) => j.documentId)).toEqual([id]);
    const byCustomer = await w.client.get(
      `/api/jobs?_q=${encodeURIComponent(w.customer.companyName.split(' ')[0]!)}&filters[customerReference][$eq]=FIND-ME`,
    );
    expect(byCustomer.body.data).toHaveLength(1);
  });

  it('hides prices and drivers from viewers, shows them to the office', async () => {
    const { body } = await w.client.post('/api/jobs', jobInput(w));
    const viewer = await w.client.get(`/api/jobs/${body.data.documentId}`, 'viewer');
    expect(viewer.status).toBe(200);
    expect(viewer.body.data).not.toHaveProperty('priceTotal');
    expect(viewer.body.data).not.toHaveProperty('charges');
    expect((await w.client.get(`/api/jobs/${body.data.documentId}?populate=driver`, 'viewer')).status).toBe(400);
    expect((await w.client.get(`/api/jobs/${body.data.documentId}`, 'finance')).body.data.priceTotal).toBe(body.data.priceTotal);
  });

  it('deletes an open job, but not one that has started', async () => {
    const { body } = await w.client.post('/api/jobs', jobInput(w));
    expect((await w.client.del(`/api/jobs/${body.data.documentId}`)).status).toBe(204);
    expect((await w.client.get(`/api/jobs/${body.data.documentId}`)).status).toBe(404);
  });

  it('keeps a customer with jobs from being deleted', async () => {
    expect((await w.client.post('/api/jobs', jobInput(w))).status).toBe(201);
    const res = await w.client.del(`/api/customers/${w.customer.documentId}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
