import { completeJob, financeWorld, type FinanceWorld } from '../../test-support/finance-world';

jest.setTimeout(120_000);

let w: FinanceWorld;
let paid: FinanceWorld['drivers'];
let job: { documentId: string; jobNumber: number };
beforeAll(async () => {
  w = await financeWorld();
  paid = w.drivers.slice(0, 2);
  for (const driver of paid) {
    const rule = await w.client.post('/api/pay-rules', {
      driver: driver.documentId,
      validFrom: '2026-01-01',
      basis: 'hourly',
      hourlyRate: 18_000,
    });
    expect(rule.status).toBe(201);
  }
  job = await completeJob(w, {
    truck: w.trucks[0]!.documentId,
    driver: paid[0]!.documentId,
    customer: w.customers[0]!.documentId,
    date: '2027-02-09',
    startsAt: '2027-02-09T07:00:00.000Z',
    km: 60,
    hours: 5,
  });
});
afterAll(async () => w.t.close());

const month = (period: unknown, as: 'admin' | 'finance' | 'dispatcher' = 'finance') =>
  w.client.post('/api/drivers/salaries/month', { period }, as);

describe("a month's payslips at once", () => {
  it('opens a payslip with its lines for every driver with a pay rule, and names the drivers without one', async () => {
    const made = await month('2027-02');
    expect([made.status, made.body.error]).toEqual([201, undefined]);
    expect(made.body.meta.created).toBe(2);
    const names = (made.body.meta.withoutRule as { name: string }[]).map((driver) => driver.name);
    expect(names).not.toContain(`${paid[0]!.firstName} ${paid[0]!.lastName}`);
    expect(names.length).toBeGreaterThan(0);

    const list = await w.client.get('/api/drivers/salaries?period=2027-02&populate=driver', 'finance');
    expect(list.body.data.map((p: { driver: { documentId: string } }) => p.driver.documentId).sort()).toEqual(
      paid.map((d) => d.documentId).sort(),
    );
    const first = list.body.data.find((p: { driver: { documentId: string } }) => p.driver.documentId === paid[0]!.documentId);
    const detail = await w.client.get(`/api/drivers/salaries/${first.documentId}`, 'finance');
    expect(detail.body.data.status).toBe('open');
    expect(detail.body.data.lines.filter((l: { job: { jobNumber: number } | null }) => l.job?.jobNumber === job.jobNumber)).not.toEqual([]);
  });

  it('makes only what is missing when run again', async () => {
    expect((await month('2027-05')).body.meta.created).toBe(2);
    const again = await month('2027-05');
    expect([again.status, again.body.meta.created, again.body.data]).toEqual([200, 0, []]);
    const list = await w.client.get('/api/drivers/salaries?period=2027-05', 'finance');
    expect(list.body.data).toHaveLength(2);
  });

  it('refuses a bad period or an unknown field with a 400 and writes nothing', async () => {
    for (const period of ['2027-13', 'februari', 202702, null]) {
      const refused = await month(period);
      expect([period, refused.status]).toEqual([period, 400]);
    }
    const extra = await w.client.post('/api/drivers/salaries/month', { period: '2027-03', driver: paid[0]!.documentId }, 'finance');
    expect(extra.status).toBe(400);
    expect((await w.client.get('/api/drivers/salaries?period=2027-03', 'finance')).body.data).toEqual([]);
  });

  it('is for admins and finance only', async () => {
    expect((await month('2027-04', 'dispatcher')).status).toBe(403);
    expect((await month('2027-04', 'admin')).status).toBe(201);
  });
});
