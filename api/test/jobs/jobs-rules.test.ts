import { type JobsWorld, jobInput, jobsWorld } from './jobs-fixtures';

jest.setTimeout(60_000);

type Contact = { documentId: string; firstName: string; lastName: string; customer?: { documentId: string; companyName: string } };

let w: JobsWorld;
let own: Contact;
let foreign: Contact & { customer: { documentId: string; companyName: string } };
let truck: string;
beforeAll(async () => {
  w = await jobsWorld();
  const id = w.customer.documentId;
  own = (await w.client.get(`/api/customer-contacts?filters[customer][documentId][$eq]=${id}`)).body.data[0];
  foreign = (await w.client.get(`/api/customer-contacts?filters[customer][documentId][$ne]=${id}&populate=customer&sort=id`)).body.data[0];
  truck = (await w.client.get('/api/trucks?filters[truckStatus][$eq]=available&sort=id')).body.data[0].documentId;
});
afterAll(async () => w.t.close());

const newJob = async (over: Record<string, unknown> = {}) => (await w.client.post('/api/jobs', jobInput(w, over))).body.data;
/** Finance's own moves (ready to invoice, invoiced) are the finance module's: here they are set directly. */
const setStatus = (id: number, status: string) =>
  w.t.app.db.updateTable('jobs').set({ status, km_actual: 180, hours_actual: 5 }).where('id', '=', id).execute();

describe('a job’s contact', () => {
  it('must be one of its customer’s contacts, on create, in bulk and on update', async () => {
    const refused = await w.client.post('/api/jobs', jobInput(w, { contact: foreign.documentId }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors).toEqual([
      expect.objectContaining({
        path: ['contact'],
        message: `${foreign.firstName} ${foreign.lastName} is not a contact of ${w.customer.companyName}; choose one of its contacts`,
      }),
    ]);
    const bulk = await w.client.post('/api/jobs/createMulti', [jobInput(w), jobInput(w, { contact: foreign.documentId })]);
    expect(bulk.status).toBe(400);
    expect(bulk.body.error.message).toMatch(/^Job 1 \(data\[1\]\), contact: /);

    const job = await newJob({ contact: own.documentId });
    expect(job.documentId).toBeDefined();
    expect((await w.client.put(`/api/jobs/${job.documentId}`, { contact: foreign.documentId })).status).toBe(400);
    // Another customer with the first one's contact still in place: the contact no longer fits.
    const moved = await w.client.put(`/api/jobs/${job.documentId}`, { customer: foreign.customer.documentId });
    expect(moved.status).toBe(400);
    expect(moved.body.error.details.errors[0].path).toEqual(['contact']);
    const both = await w.client.put(`/api/jobs/${job.documentId}?populate=contact`, {
      customer: foreign.customer.documentId,
      contact: foreign.documentId,
    });
    expect(both.status).toBe(200);
    expect(both.body.data.contact.documentId).toBe(foreign.documentId);
    expect((await w.client.put(`/api/jobs/${job.documentId}`, { customer: w.customer.documentId, contact: null })).status).toBe(200);
  });
});

describe('an invoiced job', () => {
  it('is locked against every write, and stays as it was', async () => {
    const job = await newJob({ notesInternal: 'as invoiced' });
    const operation = (await w.client.post('/api/job-operations', { job: job.documentId, type: 'ferry', amount: 500_00 })).body.data;
    await setStatus(job.id, 'invoiced');
    const locked = `Job ${job.jobNumber} is invoiced and locked; correct it with a credit note`;
    const writes = [
      w.client.put(`/api/jobs/${job.documentId}`, { notesInternal: 'changed' }),
      w.client.put(`/api/jobs/${job.documentId}`, { status: 'open' }),
      w.client.del(`/api/jobs/${job.documentId}`),
      w.client.post(`/api/jobs/${job.documentId}/assign`, { truck, plannedDate: '2026-03-02' }),
      w.client.post('/api/job-operations', { job: job.documentId, type: 'crane', amount: 100_00 }),
      w.client.put(`/api/job-operations/${operation.documentId}`, { amount: 1 }),
      w.client.del(`/api/job-operations/${operation.documentId}`),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ name: 'ConflictError', message: locked });
    }
    const read = (await w.client.get(`/api/jobs/${job.documentId}?populate=operations`)).body.data;
    expect(read).toMatchObject({ status: 'invoiced', notesInternal: 'as invoiced', priceTotal: job.priceTotal + 500_00 });
    expect(read.operations).toHaveLength(1);
  });
});

describe('a job ready to invoice', () => {
  it('keeps its priced fields and extra work, but takes corrections of the rest', async () => {
    const job = await newJob();
    const operation = (await w.client.post('/api/job-operations', { job: job.documentId, type: 'ferry', amount: 500_00 })).body.data;
    await setStatus(job.id, 'ready_to_invoice');
    const url = `/api/jobs/${job.documentId}`;

    const km = await w.client.put(url, { kmActual: 195, hoursActual: 5 });
    expect(km.status).toBe(409);
    expect(km.body.error.message).toBe(
      `Job ${job.jobNumber} is ready to invoice with a verified price, so its km actual cannot change; move it back to completed first`,
    );
    const stops = (await w.client.get(`${url}?populate[stops][populate]=destination`)).body.data.stops.map(
      (s: { type: string; destination: { documentId: string }; plannedFrom: string; plannedTo: string }) => ({
        type: s.type,
        destination: s.destination.documentId,
        plannedFrom: s.plannedFrom,
        plannedTo: s.plannedTo,
      }),
    );
    expect((await w.client.put(url, { stops: stops.slice(0, 1) })).body.error.message).toContain('its stops cannot change');
    for (const res of await Promise.all([
      w.client.post('/api/job-operations', { job: job.documentId, type: 'crane', amount: 100_00 }),
      w.client.del(`/api/job-operations/${operation.documentId}`),
    ]))
      expect(res.body.error.message).toContain('its extra work cannot change');

    // A form saving the whole job sends the priced fields unchanged: only the notes change.
    const saved = await w.client.put(url, { kmActual: 180, hoursActual: 5, kmPlanned: 150, stops, notesInternal: 'Gate code 1234' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      status: 'ready_to_invoice',
      notesInternal: 'Gate code 1234',
      priceTotal: job.priceTotal + 500_00,
    });

    expect((await w.client.post(`${url}/status`, { to: 'completed' })).status).toBe(200);
    expect((await w.client.put(url, { kmActual: 195 })).body.data.kmActual).toBe(195);
  });
});

describe('renaming a destination', () => {
  it('renames the place on its jobs’ stops, so a search by place finds them by the new name only', async () => {
    const job = await newJob({ customerReference: 'RENAME-1' });
    const other = await newJob({
      customerReference: 'RENAME-1',
      stops: [{ type: 'delivery', destination: w.destinations[1]!.documentId }],
    });
    const destination = w.destinations[0]!.documentId;
    const search = async (q: string) =>
      (await w.client.get(`/api/jobs?_q=${encodeURIComponent(q)}&filters[customerReference][$eq]=RENAME-1`)).body.data.map(
        (j: { documentId: string }) => j.documentId,
      );
    expect(await search('torslanda')).toEqual([job.documentId]);

    expect((await w.client.put(`/api/destinations/${destination}`, { name: 'Volvo Cars Fabriken', city: 'Hisings Backa' })).status).toBe(
      200,
    );
    const stops = (await w.client.get(`/api/jobs/${job.documentId}?populate=stops`)).body.data.stops;
    expect(stops.map((s: { place: string }) => s.place)).toEqual(['Volvo Cars Fabriken, Hisings Backa', 'IKEA DC Jönköping, Jönköping']);
    expect(await search('volvo cars fabriken hisings')).toEqual([job.documentId]);
    expect(await search('torslanda')).toEqual([]);
    expect(await search('jonkoping')).toEqual([job.documentId, other.documentId]);
  });
});

describe('a delivery to the place of its pickup', () => {
  const MESSAGE = 'Stop 2 delivers to the place of the pickup (stop 1); choose another destination';
  const samePlace = () => {
    const stops = jobInput(w).stops;
    return [stops[0]!, { ...stops[1]!, destination: stops[0]!.destination }];
  };
  const jobCount = async () =>
    (await w.client.get('/api/jobs?pagination[pageSize]=1&filters[kind][$in][0]=job&filters[kind][$in][1]=template')).body.meta.pagination
      .total;

  it('is refused with a 400 on the delivery’s destination, on create, in bulk, for a template and on a change of stops, writing nothing', async () => {
    const before = await jobCount();
    for (const body of [jobInput(w, { stops: samePlace() }), jobInput(w, { kind: 'template', status: 'draft', stops: samePlace() })]) {
      const refused = await w.client.post('/api/jobs', body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.errors).toEqual([expect.objectContaining({ path: ['stops', 1, 'destination'], message: MESSAGE })]);
    }
    const bulk = await w.client.post('/api/jobs/createMulti', [jobInput(w), jobInput(w, { stops: samePlace() })]);
    expect(bulk.status).toBe(400);
    expect(bulk.body.error.message).toContain(MESSAGE);
    expect(await jobCount()).toBe(before);

    const job = await newJob();
    const placesOf = async () =>
      (await w.client.get(`/api/jobs/${job.documentId}?populate=stops`)).body.data.stops.map((stop: { place: string }) => stop.place);
    const places = await placesOf();
    const moved = await w.client.put(`/api/jobs/${job.documentId}`, { stops: samePlace() });
    expect(moved.status).toBe(400);
    expect(moved.body.error.details.errors).toEqual([expect.objectContaining({ path: ['stops', 1, 'destination'], message: MESSAGE })]);
    expect(await placesOf()).toEqual(places);
    expect(new Set(places).size).toBe(2);
  });
});
