import { officeToday, REPORT_GROUPS } from '@haulage/shared/contracts';
import { parse } from 'csv-parse/sync';
import { sendCsv } from '../../src/http/csv-routes';
import { completeJob, financeWorld, type FinanceWorld } from '../../src/modules/finance/test-support/finance-world';
import { buildTestApp } from '../helper';

jest.setTimeout(180_000);

/**
 * Every CSV route in the route table (`app.csvRoutes`), called with entries named as formulas: no
 * cell of any export may start one, and the number columns stay plain numbers. A new CSV route is
 * called here the day it is marked, and an unmarked one cannot answer CSV at all.
 */
const HOSTILE = {
  customer: '=HYPERLINK("http://x","y")',
  driverFirst: '@SUM(1)',
  driverLast: '-2+3',
  truck: '+cmd',
  truckNumber: '-2+3',
  destination: '-2+3',
  payLine: '+cmd',
};
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;
/** The columns the exports write as numbers (decimal comma, no thousands separator). */
const NUMBER_COLUMNS = new Set(['jobs', 'km', 'hours', 'revenue', 'quantity', 'unitPrice', 'amount', 'invoiceTotal', 'rate', 'days used']);

const month = officeToday().slice(0, 7);
const [year, monthNumber] = month.split('-').map(Number) as [number, number];
const from = `${month}-01`;
const to = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);

let w: FinanceWorld;
const put = async (path: string, data: Record<string, unknown>) => {
  const res = await w.client.put(path, data);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
};
const ok = async (res: Promise<{ status: number; text: string }>, status = 200) => {
  const answer = await res;
  if (answer.status !== status) throw new Error(`${answer.status} ${answer.text}`);
  return answer as { status: number; text: string; body: { data: Record<string, unknown> } };
};

beforeAll(async () => {
  w = await financeWorld();
  const [customer, truck, driver] = [w.customers[0]!, w.trucks[0]!, w.drivers[0]!];
  await put(`/api/customers/${customer.documentId}`, { companyName: HOSTILE.customer });
  await put(`/api/trucks/${truck.documentId}`, { truckName: HOSTILE.truck, truckNumber: HOSTILE.truckNumber });
  await put(`/api/drivers/${driver.documentId}`, { firstName: HOSTILE.driverFirst, lastName: HOSTILE.driverLast });
  await put(`/api/destinations/${w.destination}`, { name: HOSTILE.destination });
  const job = await completeJob(w, {
    truck: truck.documentId,
    driver: driver.documentId,
    customer: customer.documentId,
    date: from,
    km: 120,
    hours: 3.5,
  });

  await ok(w.client.post('/api/jobs/ready-to-invoice', { jobs: [job.documentId] }, 'finance'));
  const run = await ok(w.client.post('/api/customers/invoices', { from, to }, 'finance'), 201);
  const invoice = (run.body.data as unknown as { invoice: { documentId: string } }[])[0]!.invoice.documentId;
  await ok(w.client.post(`/api/customers/invoices/${invoice}/finalise`, {}, 'finance'));

  await ok(
    w.client.post(
      '/api/pay-rules',
      { driver: driver.documentId, validFrom: '2026-01-01', basis: 'hourly', hourlyRate: 18_500, perKmRate: 100 },
      'finance',
    ),
    201,
  );
  const payslip = (await ok(w.client.post('/api/drivers/salaries', { driver: driver.documentId, period: month }, 'finance'), 201)).body.data
    .documentId as string;
  await ok(
    w.client.post(`/api/drivers/salaries/${payslip}/add-line`, { description: HOSTILE.payLine, quantity: 1, unit: 'pcs', rate: -25_000 }),
  );
  for (const step of ['submit', 'approve']) await ok(w.client.post(`/api/drivers/salaries/${payslip}/${step}`, {}, 'finance'));
});
afterAll(async () => w.t.close());

/** Each CSV route as a client asks for it: one period, every grouping a report offers. */
const callsOf = (route: { method: string; url: string }) =>
  REPORT_GROUPS.map((groupBy) =>
    route.method === 'GET'
      ? w.client.get(`${route.url}?from=${from}&to=${to}&period=${month}&format=csv&groupBy=${groupBy}`)
      : w.client.call('admin', route.method as 'POST', route.url, { from, to, reexport: true }),
  );

const cellsOf = (text: string): string[][] => parse(text, { delimiter: ';', bom: true, relax_column_count: false }) as string[][];

describe('every CSV export', () => {
  it('lists the CSV routes from the route table', () => {
    expect(w.t.app.csvRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/jobs/report',
        'GET /api/trucks/performance/export-csv',
        'GET /api/customers/performance/export-csv',
        'GET /api/drivers/salaries/export',
        'POST /api/customers/invoices/export-csv',
      ]),
    );
  });

  it('writes names that look like formulas as text behind an apostrophe, and numbers as plain numbers', async () => {
    const hostile = new Set(Object.values(HOSTILE));
    for (const route of w.t.app.csvRoutes) {
      const name = `${route.method} ${route.url}`;
      const escaped = new Set<string>();
      let numbers = 0;
      for (const call of callsOf(route)) {
        const res = await call;
        expect([name, res.status, String(res.headers['content-type'])]).toEqual([name, 200, expect.stringContaining('text/csv')]);
        const [header, ...rows] = cellsOf(res.text);
        for (const row of rows)
          row.forEach((cell, column) => {
            const where = `${name}: ${header![column]} = ${JSON.stringify(cell)}`;
            if (NUMBER_COLUMNS.has(header![column]!)) {
              expect([where, cell === '' || PLAIN_NUMBER.test(cell)]).toEqual([where, true]);
              if (cell !== '') numbers += 1;
            } else {
              expect([where, FORMULA_START.test(cell)]).toEqual([where, false]);
              if (cell.startsWith("'") && hostile.has(cell.slice(1))) escaped.add(cell.slice(1));
            }
          });
      }
      expect([name, numbers > 0]).toEqual([name, true]);
      expect([name, escaped.size > 0]).toEqual([name, true]);
    }
  });

  it('keeps a negative amount a number next to a text that starts with a minus', async () => {
    const res = await w.client.get(`/api/drivers/salaries/export?period=${month}&format=csv`);
    expect(res.text).toContain(`;"'-2+3";"'@SUM(1)";`);
    expect(res.text).toMatch(/"'\+cmd";;1;pcs;-250,00;-250,00\r\n/);
  });
});

describe('a route that answers CSV without being marked', () => {
  it('fails rather than escaping the test', async () => {
    const t = await buildTestApp({}, (app) => {
      app.get('/test/unmarked.csv', async (_request, reply) => sendCsv(reply, 'unmarked', 'a;b\r\n'));
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/test/unmarked.csv' })).statusCode).toBe(500);
    } finally {
      await t.close();
    }
  });
});
