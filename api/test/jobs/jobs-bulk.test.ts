import { authHeader } from '../auth';
import { type JobsWorld, jobInput, jobsWorld } from './jobs-fixtures';

jest.setTimeout(60_000);

let w: JobsWorld;
beforeAll(async () => {
  w = await jobsWorld();
});
afterAll(async () => w.t.close());

const count = async () =>
  (await w.client.get('/api/jobs?pagination[withCount]=true&pagination[pageSize]=1')).body.meta.pagination.total as number;

describe('POST /api/jobs/createMulti', () => {
  it('writes nothing when one item is bad, and names its index and field', async () => {
    const before = await count();
    const res = await w.client.post('/api/jobs/createMulti', [jobInput(w), jobInput(w, { weightKg: -5 })]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Job 1 (data[1]), weightKg: Weight cannot be negative');
    expect(res.body.error.details.errors[0].path).toEqual([1, 'weightKg']);
    const missing = await w.client.post('/api/jobs/createMulti', [jobInput(w), jobInput(w, { customer: 'x'.repeat(24) })]);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toMatch(/^Job 1 \(data\[1\]\), customer/);
    expect(await count()).toBe(before);
  });

  it('writes all, numbered in order', async () => {
    const res = await w.client.post('/api/jobs/createMulti', [jobInput(w), jobInput(w, { kind: 'template', status: 'draft' })]);
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[1].jobNumber).toBe(res.body.data[0].jobNumber + 1);
  });
});

describe('POST /api/jobs/raw', () => {
  const csv = (rows: string[]) => ['customer;customerReference;weightKg;kmPlanned;adr;plannedDate;unNumber;adrClass', ...rows].join('\r\n');

  it('names the bad row and writes nothing', async () => {
    const before = await count();
    expect((await w.client.post('/api/jobs/raw', { nothing: true })).status).toBe(400);
    const text = csv([
      `${w.customer.organizationNumber};A-1;12 500,5;142,7;nej;2026-03-02;;`,
      `${w.customer.companyName};A-2;tolv;10;ja;2026-03-02;UN 1202;3`,
    ]);
    const bad = await w.t.app.inject({
      method: 'POST',
      url: '/api/jobs/raw',
      payload: text,
      headers: { ...(await authHeader(w.t.app, 'dispatcher')), 'content-type': 'text/csv' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Row 2 (line 3), weightKg: Weight must be a number');
    expect(await count()).toBe(before);
  });

  it('previews with dryRun, then imports by organisation number, name or documentId', async () => {
    const text = `\uFEFF${csv([`${w.customer.organizationNumber.replace('-', '')};B-1;12 500,5;142,7;nej;2026-03-02;;`, `${w.customer.companyName};B-2;800;10;ja;;1202;3`, `${w.customer.documentId};B-3;;;;;;`])}`;
    const before = await count();
    const dry = await w.client.post('/api/jobs/raw?dryRun=true', { csv: text });
    expect(dry.status).toBe(200);
    expect(dry.body.meta).toEqual({ dryRun: true, count: 3 });
    expect(dry.body.data[0]).toMatchObject({ customer: w.customer.id, weightKg: 12500.5, kmPlanned: 142.7, adr: false });
    expect(await count()).toBe(before);
    const res = await w.client.post('/api/jobs/raw', { csv: text });
    expect(res.status).toBe(201);
    expect(res.body.data.map((j: { customerReference: string }) => j.customerReference)).toEqual(['B-1', 'B-2', 'B-3']);
  });
});

describe('POST /api/jobs/raw with the consignment note’s goods', () => {
  it('reads marks, packages, packing, a volume with a decimal comma and an ADR job’s UN number, class and packing group', async () => {
    const text = [
      'customer;customerReference;goodsMarks;packageCount;packaging;volumeM3;adr;unNumber;adrClass;packingGroup',
      `${w.customer.companyName};G-1;HBM 1-18;18;EUR pallets;33,2;nej;;;`,
      `${w.customer.companyName};G-2;HBM IBC 1-2;2;IBC;2;ja;1202;3;III`,
    ].join('\r\n');
    const res = await w.client.post('/api/jobs/raw', { csv: text });
    expect(res.status).toBe(201);
    expect(
      res.body.data.map((job: Record<string, unknown>) => [
        job.goodsMarks,
        job.packageCount,
        job.packaging,
        job.volumeM3,
        job.adr,
        job.unNumber,
        job.adrClass,
        job.packingGroup,
      ]),
    ).toEqual([
      ['HBM 1-18', 18, 'EUR pallets', 33.2, false, null, null, null],
      ['HBM IBC 1-2', 2, 'IBC', 2, true, '1202', '3', 'III'],
    ]);
  });
});

describe('POST /api/jobs/raw with a pickup and a delivery', () => {
  const header = 'customer;customerReference;plannedDate;pickup;pickupFrom;pickupTo;delivery;deliveryFrom;deliveryTo';

  it('names destinations by name or documentId and reads Swedish office times', async () => {
    const [torslanda, ikea] = w.destinations;
    const text = [
      header,
      `${w.customer.companyName};S-1;2026-06-10;volvo torslanda;07.00;08:30;${ikea!.documentId};2026-06-10 13:00;14.00`,
      `${w.customer.companyName};S-2;;;;;IKEA DC Jönköping;;`,
    ].join('\r\n');
    const res = await w.client.post('/api/jobs/raw', { csv: text });
    expect(res.status).toBe(201);
    const [first, second] = res.body.data as { documentId: string }[];
    const read = async (id: string) =>
      (await w.client.get(`/api/jobs/${id}?populate[stops][populate]=destination`)).body.data.stops.map(
        (s: { type: string; destination: { name: string }; plannedFrom: string | null; plannedTo: string | null }) => ({
          type: s.type,
          destination: s.destination.name,
          from: s.plannedFrom && new Date(s.plannedFrom).toISOString(),
          to: s.plannedTo && new Date(s.plannedTo).toISOString(),
        }),
      );
    expect(await read(first!.documentId)).toEqual([
      { type: 'pickup', destination: torslanda!.name, from: '2026-06-10T05:00:00.000Z', to: '2026-06-10T06:30:00.000Z' },
      { type: 'delivery', destination: ikea!.name, from: '2026-06-10T11:00:00.000Z', to: '2026-06-10T12:00:00.000Z' },
    ]);
    expect(await read(second!.documentId)).toEqual([{ type: 'delivery', destination: ikea!.name, from: null, to: null }]);
  });

  it('names the column of a stop it cannot read, and writes nothing', async () => {
    const before = await count();
    const unknown = await w.client.post('/api/jobs/raw', {
      csv: [header, `${w.customer.companyName};S-3;2026-06-10;Atlantis Hamn;07.00;;;;`].join('\n'),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Row 1 (line 2), pickup: No destination is called "Atlantis Hamn"');
    expect(unknown.body.error.details.errors[0].path).toEqual([0, 'pickup']);
    const badTime = await w.client.post('/api/jobs/raw', {
      csv: [header, `${w.customer.companyName};S-4;2026-06-10;Volvo Torslanda;07.00;;IKEA DC Jönköping;i morgon;`].join('\n'),
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body.error.message).toMatch(/^Row 1 \(line 2\), deliveryFrom: /);
    expect(await count()).toBe(before);
  });
});

describe('POST /api/job-operations', () => {
  it('prices waiting time by the agreement and a ferry by its amount, listed on the job', async () => {
    const job = (await w.client.post('/api/jobs', jobInput(w))).body.data;
    const waiting = await w.client.post('/api/job-operations', { job: job.documentId, type: 'waiting_time', quantity: 3 });
    expect(waiting.status).toBe(201);
    expect(waiting.body.data).toMatchObject({ source: 'agreement', unit: 'h' });
    expect(waiting.body.data.amount).toBeGreaterThan(0);
    const ferry = await w.client.post('/api/job-operations', {
      job: job.documentId,
      type: 'ferry',
      amount: 1890_00,
      description: 'Stena Line',
    });
    expect(ferry.body.data).toMatchObject({ amount: 1890_00, source: 'manual' });
    const read = await w.client.get(`/api/jobs/${job.documentId}?populate=operations`);
    expect(read.body.data.operations).toHaveLength(2);
    expect(read.body.data.priceTotal).toBe(job.priceTotal + waiting.body.data.amount + 1890_00);
    expect((await w.client.post('/api/job-operations', { job: 'x'.repeat(24), type: 'crane' })).status).toBe(400);
  });

  it('keeps what extra work’s text says onto the job’s charges, until the office writes a text of its own', async () => {
    const job = (await w.client.post('/api/jobs', jobInput(w))).body.data;
    const toll = (await w.client.post('/api/job-operations', { job: job.documentId, type: 'toll', quantity: 3, amount: 100_00 })).body.data;
    const crane = (await w.client.post('/api/job-operations', { job: job.documentId, type: 'crane', amount: 500_00 })).body.data;
    expect([toll.description, toll.wording, crane.wording]).toEqual([
      'Vägavgift (3 st)',
      { operation: 'toll', count: 3 },
      { operation: 'crane' },
    ]);
    const charges = async () => (await w.client.get(`/api/jobs/${job.documentId}`)).body.data.charges as { wording?: object | null }[];
    expect((await charges()).slice(-2).map((charge) => charge.wording)).toEqual([toll.wording, crane.wording]);

    const forged = await w.client.post('/api/job-operations', { job: job.documentId, type: 'other', wording: { operation: 'ferry' } });
    expect(forged.status).toBe(400);
    expect((await w.client.put(`/api/job-operations/${crane.documentId}`, { amount: 600_00 })).body.data.wording).toEqual(crane.wording);
    const retexted = await w.client.put(`/api/job-operations/${toll.documentId}`, { description: 'Brovägsavgift Öresund' });
    expect([retexted.body.data.description, retexted.body.data.wording]).toEqual(['Brovägsavgift Öresund', null]);
  });
});
