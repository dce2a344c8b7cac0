import { completeJob, financeWorld, type FinanceWorld } from '../../test-support/finance-world';

jest.setTimeout(120_000);

let w: FinanceWorld;
let driver: FinanceWorld['drivers'][number];
let holidayJob: { documentId: string; jobNumber: number };
beforeAll(async () => {
  w = await financeWorld();
  driver = w.drivers.find((d) => d.personalIdentityNumber)!;
  const truck = w.trucks[0]!.documentId;
  const customer = w.customers[0]!.documentId;
  // Christmas Day 22:00 in Stockholm (21:00 UTC), six hours into Boxing Day: all holiday.
  holidayJob = await completeJob(w, {
    truck,
    driver: driver.documentId,
    customer,
    date: '2026-12-25',
    startsAt: '2026-12-25T21:00:00.000Z',
    km: 80,
    hours: 6,
  });
  // A Tuesday 08:00–16:00 in Stockholm: no supplement.
  await completeJob(w, {
    truck,
    driver: driver.documentId,
    customer,
    date: '2026-12-15',
    startsAt: '2026-12-15T07:00:00.000Z',
    km: 40,
    hours: 8,
  });
  expect((await w.client.post('/api/pay-rules', rule(), 'finance')).status).toBe(201);
});
afterAll(async () => w.t.close());

/** December's payslip of the driver with the holiday job, made by whichever test needs it first. */
type PayslipCreated = Promise<{ status: number; body: { data: PayslipAnswer; error?: unknown } }>;
let december: PayslipCreated | undefined;
interface PayslipAnswer {
  documentId: string;
  grossAmount: number;
  lines: { kind: string; quantity: number; amount: number; job: { jobNumber: number } | null }[];
}
const decemberPayslip = (): PayslipCreated =>
  (december ??= w.client.post('/api/drivers/salaries', { driver: driver.documentId, period: '2026-12' }, 'finance'));

const rule = () => ({
  driver: driver.documentId,
  validFrom: '2026-01-01',
  basis: 'hourly',
  hourlyRate: 18_500,
  perKmRate: 100,
  nightSupplement: 4_000,
  holidaySupplement: 11_250,
});

describe('driver pay', () => {
  it('keeps pay rules to admins and finance', async () => {
    const other = w.drivers.find((d) => d.documentId !== driver.documentId)!;
    const created = await w.client.post('/api/pay-rules', { ...rule(), driver: other.documentId }, 'finance');
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ basis: 'hourly', hourlyRate: 18_500, dailyHours: 8, weeklyHours: 40, monthlySalary: 0 });
    expect(created.body.data.driver).toEqual({
      id: other.id,
      documentId: other.documentId,
      firstName: other.firstName,
      lastName: other.lastName,
      employeeNumber: expect.any(String),
    });
    expect((await w.client.post('/api/pay-rules', { ...rule(), validTo: '2025-01-01' })).status).toBe(400);
    expect((await w.client.post('/api/pay-rules', { ...rule(), hourlyRate: -5 })).status).toBe(400);
    expect((await w.client.get('/api/pay-rules', 'dispatcher')).status).toBe(403);
  });

  it('generates a month of lines from completed jobs, paying the holiday night as holiday', async () => {
    const created = await decemberPayslip();
    expect([created.status, created.body.error]).toEqual([201, undefined]);
    expect(created.body.data).toMatchObject({ period: '2026-12', periodFrom: '2026-12-01', periodTo: '2026-12-31', status: 'open' });
    const lines = created.body.data.lines;
    const holiday = lines.filter((l) => l.job?.jobNumber === holidayJob.jobNumber).map((l) => [l.kind, l.quantity, l.amount]);
    expect(holiday).toEqual([
      ['hours', 6, 111_000],
      ['km', 80, 8_000],
      ['ob_holiday', 6, 67_500],
    ]);
    expect(lines.filter((l) => l.kind.startsWith('ob_'))).toHaveLength(1);
    expect(created.body.data.grossAmount).toBe(lines.reduce((n, l) => n + l.amount, 0));
    const list = await w.client.get('/api/drivers/salaries?period=2026-12', 'finance');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).not.toHaveProperty('lines');
    expect(list.body.meta.pagination.total).toBe(1);
    expect((await w.client.get('/api/drivers/salaries?period=2026-11')).body.data).toEqual([]);
    expect((await w.client.get('/api/drivers/salaries?filters[period][$eq]=2026-12')).body.data).toHaveLength(1);
    expect((await w.client.post('/api/drivers/salaries', { driver: driver.documentId, period: '2026-13' })).status).toBe(400);
  });

  // One payslip's life in order: each step needs the state the one before left.
  it('adds manual lines while open, refuses a second payslip for the month, moves open → submitted → rejected → approved → paid, and exports approved pay', async () => {
    const payslip = (await decemberPayslip()).body.data.documentId;
    const added = await w.client.post(`/api/drivers/salaries/${payslip}/add-line`, {
      description: 'Work clothes',
      quantity: 1,
      unit: 'pcs',
      rate: -25_000,
    });
    expect(added.status).toBe(200);
    expect(added.body.data.lines.at(-1)).toMatchObject({ source: 'manual', amount: -25_000 });
    const again = await w.client.post('/api/drivers/salaries', { driver: driver.documentId, period: '2026-12' });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);

    const act = (action: string, data?: unknown) => w.client.post(`/api/drivers/salaries/${payslip}/${action}`, data ?? {}, 'finance');
    expect((await act('approve')).status).toBe(400);
    expect((await act('submit')).body.data.status).toBe('submitted');
    expect((await act('reject', {})).status).toBe(400);
    const rejected = await act('reject', { reason: 'Missing the tools deduction receipt' });
    expect(rejected.body.data).toMatchObject({ status: 'open', rejectionReason: 'Missing the tools deduction receipt' });
    await act('submit');
    const approved = await act('approve');
    expect(approved.body.data).toMatchObject({ status: 'approved', approvedBy: expect.any(String) });
    expect(approved.body.data.approvedAt).toEqual(expect.any(String));
    expect((await act('add-line', { description: 'Late bonus', quantity: 1, rate: 100 })).status).toBe(409);
    expect((await act('regenerate')).status).toBe(409);
    expect((await w.client.put(`/api/drivers/salaries/${payslip}`, { notes: 'changed' })).status).toBe(409);
    expect((await w.client.del(`/api/drivers/salaries/${payslip}`)).status).toBe(400);
    expect((await act('pay')).body.data.status).toBe('paid');

    await expectApprovedPayExported(payslip);
  });

  it("never pays a job twice: a job's line of a kind exists once across all payslips", async () => {
    await decemberPayslip();
    const rows = await w.t.app.db
      .selectFrom('payslip_lines')
      .select(['payslip_id', 'job_id', 'kind'])
      .where('job_id', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => `${r.job_id}:${r.kind}`)).size).toBe(rows.length);
    const again = await w.t.app.db
      .insertInto('payslip_lines')
      .values({
        payslip_id: rows[0]!.payslip_id,
        source: 'job',
        kind: rows[0]!.kind,
        job_id: rows[0]!.job_id,
        description: 'again',
        quantity: 1,
        unit: 'h',
        rate: 1,
        amount: 1,
      })
      .execute()
      .then(
        () => 'written',
        (error: Error) => error.message,
      );
    expect(again).toMatch(/UNIQUE|unique|duplicate/);
  });

  it('records advances and payouts', async () => {
    const paid = await w.client.post(
      '/api/drivers/payments',
      { driver: driver.documentId, kind: 'advance', amount: 150_000, paymentDate: '2026-12-10', reference: 'Advance Dec' },
      'finance',
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ kind: 'advance', amount: 150_000, driver: { documentId: driver.documentId } });
    expect(
      (await w.client.post('/api/drivers/payments', { driver: driver.documentId, kind: 'bonus', amount: 1, paymentDate: '2026-12-10' }))
        .status,
    ).toBe(400);
    expect((await w.client.get('/api/drivers/payments')).body.data).toHaveLength(1);
  });

  const expectApprovedPayExported = async (payslip: string) => {
    const csv = await w.client.get('/api/drivers/salaries/export?period=2026-12&format=csv', 'finance');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(driver.personalIdentityNumber!);
    expect(csv.text).toContain(';314;ob_holiday;');
    const paxml = await w.client.get('/api/drivers/salaries/export?period=2026-12&format=paxml', 'finance');
    expect(paxml.headers['content-type']).toContain('application/xml');
    expect(paxml.text).toContain(`persnr="${driver.personalIdentityNumber}"`);
    expect((await w.client.get('/api/drivers/salaries/export?period=2026-12&format=pdf')).status).toBe(400);
    expect((await w.client.get('/api/drivers/salaries/export?period=2026-12', 'dispatcher')).status).toBe(403);
    for (const url of [
      '/api/pay-rules?populate=*',
      '/api/pay-rules?populate=driver',
      '/api/drivers/salaries?populate=*',
      `/api/drivers/salaries/${payslip}?populate=driver`,
      '/api/drivers/payments?populate=driver',
    ]) {
      for (const type of ['admin', 'finance'] as const) {
        const res = await w.client.get(url, type);
        expect([url, type, res.status]).toEqual([url, type, 200]);
        expect(res.text).not.toContain(driver.personalIdentityNumber!);
        expect(res.text).not.toContain('personalIdentityNumber');
      }
    }
    // Finance reads drivers, but never their personal identity numbers.
    expect((await w.client.get('/api/drivers', 'finance')).text).not.toContain('personalIdentityNumber');
  };

  it('shows no pay to dispatchers and viewers', async () => {
    const payslip = (await decemberPayslip()).body.data.documentId;
    for (const url of [
      '/api/drivers/salaries?period=2026-12',
      '/api/drivers/payments',
      '/api/pay-rules',
      `/api/drivers/salaries/${payslip}`,
    ]) {
      expect((await w.client.get(url, 'dispatcher')).status).toBe(403);
      expect((await w.client.get(url, 'viewer')).status).toBe(403);
    }
    expect((await w.client.post('/api/drivers/salaries', { driver: driver.documentId, period: '2026-11' }, 'dispatcher')).status).toBe(403);
  });
});
