import { addReading, completeJob, financeWorld, type FinanceWorld } from '../../test-support/finance-world';

jest.setTimeout(120_000);

let w: FinanceWorld;
beforeAll(async () => {
  w = await financeWorld();
  const [a, b] = w.trucks;
  const [c1, c2] = w.customers;
  await completeJob(w, { truck: a!.documentId, customer: c1!.documentId, date: '2026-11-03', km: 300, hours: 5 });
  await completeJob(w, { truck: a!.documentId, customer: c2!.documentId, date: '2026-11-04', km: 100, hours: 3 });
  await completeJob(w, { truck: b!.documentId, customer: c1!.documentId, date: '2026-11-04', km: 50, hours: 2 });
  await completeJob(w, { truck: b!.documentId, customer: c1!.documentId, date: '2026-10-20', km: 80, hours: 2 });
  await addReading(w.t.app, a!.id, '2026-10-31T18:00:00.000Z', 200_000);
  await addReading(w.t.app, a!.id, '2026-11-29T18:00:00.000Z', 200_520);
});
afterAll(async () => w.t.close());

const NOV = 'from=2026-11-01&to=2026-11-30';

describe('GET /api/trucks/performance', () => {
  it('answers per truck job km against odometer km, sorted and paged on the server', async () => {
    const res = await w.client.get(`/api/trucks/performance?${NOV}&sort=km:desc`, 'finance');
    expect(res.status).toBe(200);
    const [first, second] = res.body.data;
    expect(first).toMatchObject({
      truck: { documentId: w.trucks[0]!.documentId },
      jobs: 2,
      km: 400,
      odometerKm: 520,
      unbilledKm: 120,
      hours: 8,
      daysUsed: 2,
    });
    expect(first.revenuePerKm).toBe(Math.round(first.revenue / 520));
    expect(first.revenuePerHour).toBe(Math.round(first.revenue / 8));
    expect(second).toMatchObject({ truck: { documentId: w.trucks[1]!.documentId }, jobs: 1, km: 50, odometerKm: null, unbilledKm: null });
    expect(res.body.meta).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'km:desc',
      total: { jobs: 3, km: 450 },
      pagination: { page: 1, pageSize: 20, total: 2 },
    });
    const paged = await w.client.get(`/api/trucks/performance?${NOV}&sort=km:asc&pagination[pageSize]=1&pagination[page]=2`);
    expect(paged.body.data.map((r: { km: number }) => r.km)).toEqual([400]);
  });

  it('answers a month again until a job is written, then counts the new one at once', async () => {
    const month = 'from=2026-09-01&to=2026-09-30';
    const truck = w.trucks[2]!;
    const before = await w.client.get(`/api/trucks/performance?${month}`, 'finance');
    expect(before.body.meta.total.jobs).toBe(0);
    expect((await w.client.get(`/api/trucks/performance?${month}&sort=km:asc`, 'finance')).body.meta.total.jobs).toBe(0);
    await completeJob(w, { truck: truck.documentId, customer: w.customers[0]!.documentId, date: '2026-09-15', km: 70, hours: 2 });
    const after = await w.client.get(`/api/trucks/performance?${month}`, 'finance');
    expect(after.body.meta.total).toMatchObject({ jobs: 1, km: 70 });
    expect(after.body.data[0]).toMatchObject({ truck: { documentId: truck.documentId }, jobs: 1, km: 70, daysUsed: 1 });
  });

  it('filters by area and vehicle class', async () => {
    const area = w.trucks[0]!.area!.documentId;
    const inArea = await w.client.get(`/api/trucks/performance?${NOV}&area=${area}`);
    expect(inArea.body.data.every((r: { truck: { area: string } }) => r.truck.area === w.trucks[0]!.area!.name)).toBe(true);
    expect((await w.client.get(`/api/trucks/performance?${NOV}&vehicleClass=van`)).body.data).toEqual([]);
  });

  it('exports Swedish CSV', async () => {
    const csv = await w.client.get(`/api/trucks/performance/export-csv?${NOV}&sort=km:desc`, 'finance');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFtruck;truck number;area;vehicle class;jobs;revenue;km;odometer km;unbilled km;hours;revenue per km;revenue per hour;days used',
    );
    expect(lines[1]).toContain(';2;');
    expect(lines[1]).toContain(';400;520;120;8;');
  });

  it('answers a clear 400 for bad input and 403 to dispatchers and viewers', async () => {
    for (const query of [
      'from=2026-11-01',
      'from=2026-11-30&to=2026-11-01',
      `${NOV}&sort=price`,
      `${NOV}&vehicleClass=boat`,
      `${NOV}&area=nope`,
      `${NOV}&pagination[pageSize]=-1`,
      `${NOV}&pagination[page]=9223372036854775807`,
      'from=2020-01-01&to=2026-01-01',
    ]) {
      const res = await w.client.get(`/api/trucks/performance?${query}`);
      expect([res.status, res.body.error.name]).toEqual([400, 'ValidationError']);
    }
    expect((await w.client.get(`/api/trucks/performance?${NOV}`, 'dispatcher')).status).toBe(403);
    expect((await w.client.get(`/api/trucks/performance/export-csv?${NOV}`, 'viewer')).status).toBe(403);
  });
});

describe('GET /api/customers/performance', () => {
  it('answers jobs, revenue, share and the trend against the previous period', async () => {
    const res = await w.client.get(`/api/customers/performance?${NOV}&sort=jobs:desc`, 'finance');
    expect(res.status).toBe(200);
    const [top, next] = res.body.data;
    expect(top).toMatchObject({ customer: { documentId: w.customers[0]!.documentId }, jobs: 2, km: 350 });
    expect(top.averagePrice).toBe(Math.round(top.revenue / 2));
    expect(top.previousRevenue).toBeGreaterThan(0);
    expect(top.trend).toBe(Math.round(((top.revenue - top.previousRevenue) / top.previousRevenue) * 10_000) / 10_000);
    expect(next).toMatchObject({ jobs: 1, previousRevenue: 0, trend: null });
    expect(top.share + next.share).toBeCloseTo(1, 3);
    expect(res.body.meta).toMatchObject({ previousFrom: '2026-10-02', previousTo: '2026-10-31', total: { jobs: 3 } });
    const csv = await w.client.get(`/api/customers/performance/export-csv?${NOV}`);
    expect(csv.text.startsWith('\uFEFFcustomer;jobs;revenue;average price;km;share %;previous revenue;trend %\r\n')).toBe(true);
    expect((await w.client.get(`/api/customers/performance?${NOV}`, 'dispatcher')).status).toBe(403);
  });
});
