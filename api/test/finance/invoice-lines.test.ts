import { lineAmount } from '@haulage/shared/contracts';
import { startFakeFortnox } from '../../src/modules/finance/exports/fortnox/fake-fortnox';
import { pdfText } from '../../src/modules/finance/invoices/services/pdf-text';
import { authHeader } from '../auth';
import { jobInput } from '../jobs/jobs-fixtures';
import { type InvoiceWorld, invoiceWorld } from './invoice-fixtures';

jest.setTimeout(120_000);

interface Line {
  jobNumber: number | null;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
}

let w: InvoiceWorld;
beforeAll(async () => {
  w = await invoiceWorld();
});
afterAll(async () => w.t.close());

/** A job created and walked to ready-to-invoice with the given actuals; answers it as read after each step. */
const invoicedJob = async (plannedDate: string, over: Record<string, unknown>, actuals: { kmActual: number; hoursActual: number }) => {
  const created = (await w.client.post('/api/jobs', jobInput(w, { plannedDate, ...over }))).body.data;
  const id = created.documentId as string;
  for (const step of [
    () => w.client.post(`/api/jobs/${id}/assign`, { truck: w.truck, plannedDate }),
    () => w.client.post(`/api/jobs/${id}/status`, { to: 'dispatched' }),
    () => w.client.post(`/api/jobs/${id}/status`, { to: 'in_progress' }),
    () => w.client.put(`/api/jobs/${id}`, { status: 'completed', ...actuals }),
    () => w.client.post('/api/jobs/ready-to-invoice', { jobs: [id] }, 'finance'),
  ])
    expect((await step()).status).toBe(200);
  return { created, done: (await w.client.get(`/api/jobs/${id}`, 'finance')).body.data };
};

const issue = async (from: string, to: string) => {
  const run = await w.client.post('/api/customers/invoices', { from, to }, 'finance');
  expect(run.status).toBe(201);
  const id = run.body.data[0].invoice.documentId as string;
  expect((await w.client.post(`/api/customers/invoices/${id}/finalise`, {}, 'finance')).status).toBe(200);
  return (await w.client.get(`/api/customers/invoices/${id}?populate=lines`, 'finance')).body.data as {
    documentId: string;
    number: string;
    subtotal: number;
    total: number;
    lines: Line[];
  };
};

const expectLinesReadTrue = (lines: readonly Line[]) => {
  for (const line of lines) expect([line.description, lineAmount(line.quantity, line.unitPrice)]).toEqual([line.description, line.amount]);
};

describe('a lane-priced job, from the preview to the invoice', () => {
  it('is priced by its lane instead of km and hours in the preview, the job, the invoice, the PDF and the CSV', async () => {
    const preview = await w.t.app.inject({
      method: 'POST',
      url: '/api/customer-pricings/rate',
      headers: await authHeader(w.t.app, 'finance'),
      payload: {
        customer: w.customer.documentId,
        date: '2026-04-02',
        quantities: { vehicleClass: 'truck', km: 150, hours: 4, stops: 2, fromArea: 'Göteborg', toArea: 'Jönköping' },
      },
    });
    expect(preview.statusCode).toBe(200);
    const rated = preview.json().data;
    expect(rated.basis.lane).toEqual({ fromArea: 'Göteborg', toArea: 'Jönköping' });
    expect(rated.lines.map((l: Line) => l.description)).toEqual(['Startavgift', 'Stopp', 'Sträckpris Göteborg – Jönköping']);

    const { created, done } = await invoicedJob('2026-04-02', {}, { kmActual: 312, hoursActual: 9.5 });
    expect(created.priceTotal).toBe(rated.total);
    // Completion with long actuals adds no km or hours: the lane is the price of both.
    expect(done.priceTotal).toBe(rated.total);

    const invoice = await issue('2026-04-01', '2026-04-30');
    expect(invoice.subtotal).toBe(rated.total);
    expect(invoice.lines.map((l) => [l.jobNumber, l.description])).toEqual([
      [done.jobNumber, 'Startavgift'],
      [done.jobNumber, 'Stopp'],
      [done.jobNumber, 'Sträckpris Göteborg – Jönköping'],
    ]);
    expectLinesReadTrue(invoice.lines);

    const pdf = await w.t.app.inject({
      method: 'GET',
      url: `/api/customers/invoices/${invoice.documentId}/pdf`,
      headers: await authHeader(w.t.app, 'finance'),
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toEqual(expect.arrayContaining(['Startavgift', 'Sträckpris Göteborg – Jönköping']));
    expect(text.some((t) => /Timmar|Körsträcka|Hours|Distance/.test(t))).toBe(false);
    // The job number is its own column, printed once per line, never again in the text.
    expect(text.filter((t) => t.includes(String(done.jobNumber)))).toHaveLength(3);

    const csv = await w.t.app.inject({
      method: 'POST',
      url: '/api/customers/invoices/export-csv',
      headers: await authHeader(w.t.app, 'finance'),
      payload: { data: { from: '2026-01-01', to: '2026-12-31' } },
    });
    const rows = csv.body.split('\r\n').filter((row) => row.startsWith(`${invoice.number};`));
    expect(rows.map((row) => row.split(';').slice(8, 12))).toEqual([
      [String(done.jobNumber), 'Startavgift', '1', 'st'],
      [String(done.jobNumber), 'Stopp', '2', 'st'],
      [String(done.jobNumber), 'Sträckpris Göteborg – Jönköping', '1', 'st'],
    ]);
  });
});

describe('a job under its minimum charge', () => {
  it('is invoiced as 1 × the minimum, naming the hours, credited line by line, and Fortnox books the same totals', async () => {
    // No stops, so no zones and no lane: 1,5 h at the agreement's 650 kr/h is under its 1 500 kr minimum.
    const { done } = await invoicedJob('2026-05-04', { stops: [] }, { kmActual: 10, hoursActual: 1.5 });
    const hours = done.charges.find((c: { component: string }) => c.component === 'hour');
    expect(hours).toMatchObject({
      description: 'Timmar (per påbörjad kvart), minimidebitering för 1,5 h',
      quantity: 1,
      unit: 'st',
      unitPrice: 1_500_00,
      amount: 1_500_00,
    });
    const invoice = await issue('2026-05-01', '2026-05-31');
    expect(invoice.lines.map((l) => l.description)).toEqual([
      'Timmar (per påbörjad kvart), minimidebitering för 1,5 h',
      'Körsträcka (hela km)',
      'Startavgift',
    ]);
    expectLinesReadTrue(invoice.lines);

    const creditUrl = `/api/customers/invoices/${invoice.documentId}/credit`;
    const km = invoice.lines[1] as Line & { id: number };
    const tooFine = await w.client.post(creditUrl, { lines: [{ line: km.id, quantity: 0.375 }] }, 'finance');
    expect(tooFine.status).toBe(400);
    expect(JSON.stringify(tooFine.body.error)).toContain('Quantity has at most two decimals');
    const note = await w.client.post(
      creditUrl,
      { lines: [{ line: km.id, quantity: 3.33 }, { line: (invoice.lines[0] as Line & { id: number }).id }] },
      'finance',
    );
    expect(note.status).toBe(200);
    const credit = (await w.client.get(`/api/customers/invoices/${note.body.data.documentId}?populate=lines`, 'finance')).body.data;
    expect(credit.lines.map((l: Line) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Körsträcka (hela km)', -3.33, km.unitPrice, -lineAmount(3.33, km.unitPrice)],
      ['Timmar (per påbörjad kvart), minimidebitering för 1,5 h', -1, 1_500_00, -1_500_00],
    ]);

    const fake = await startFakeFortnox('fortnox-token');
    Object.assign(w.t.app.config.exports.fortnox, { accessToken: 'fortnox-token', baseUrl: fake.url, minIntervalMs: 0 });
    try {
      const res = await w.t.app.inject({
        method: 'POST',
        url: '/api/customers/invoices/export-fortnox',
        headers: await authHeader(w.t.app, 'finance'),
        payload: { data: { from: '2026-01-01', to: '2026-12-31' } },
      });
      expect(res.statusCode).toBe(200);
      const booked = fake.invoices.find((f) => f.ExternalInvoiceReference1 === invoice.number)!;
      expect(Math.round(Number(booked.Total) * 100)).toBe(invoice.total);
      const bookedCredit = fake.invoices.find((f) => f.ExternalInvoiceReference1 === credit.number)!;
      expect(Math.round(Number(bookedCredit.Total) * 100)).toBe(credit.total);
      expect((booked.InvoiceRows as { Description: string }[])[0]!.Description).toMatch(new RegExp(`^${done.jobNumber} Timmar `));
    } finally {
      await fake.close();
    }
  });
});
