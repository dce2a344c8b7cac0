import { authHeader } from '../auth';
import { startFakeFortnox } from '../../src/modules/finance/exports/fortnox/fake-fortnox';
import { type InvoiceWorld, invoiceWorld } from './invoice-fixtures';

jest.setTimeout(120_000);

let w: InvoiceWorld;
let invoice: { documentId: string; number: string; total: number; invoiceDate: string };
const period = { from: '2026-01-01', to: '2026-12-31' };

// Exports pick invoices by period and remember what they exported, and the e-mail and Fortnox
// tests change the customer and the settings: every test starts from an invoice of its own.
beforeEach(async () => {
  w = await invoiceWorld();
  await w.readyJob();
  const run = await w.client.post('/api/customers/invoices', { from: '2026-03-01', to: '2026-03-31' }, 'finance');
  const id = run.body.data[0].invoice.documentId as string;
  invoice = (await w.client.post(`/api/customers/invoices/${id}/finalise`, {}, 'finance')).body.data;
  period.from = `${invoice.invoiceDate.slice(0, 4)}-01-01`;
  period.to = `${invoice.invoiceDate.slice(0, 4)}-12-31`;
});
afterEach(async () => w.t.close());

const exportOf = async (path: string, data: unknown, type: 'finance' | 'dispatcher' = 'finance') =>
  w.t.app.inject({ method: 'POST', url: `/api/customers/invoices/${path}`, headers: await authHeader(w.t.app, type), payload: { data } });

describe('invoice exports', () => {
  it('answers the period as CSV with a BOM, one row per line, and skips it the next time', async () => {
    const res = await exportOf('export-csv', period);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoices-${period.from}-${period.to}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toMatch(/^invoiceNumber;kind;invoiceDate;/);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row.startsWith(`${invoice.number};invoice;`))).toBe(true);
    expect(rows[1]).toContain(w.customer.companyName);

    const again = await exportOf('export-csv', period);
    expect(again.headers['x-exported-invoices']).toBe('0');
    expect(
      again.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const redo = await exportOf('export-csv', { ...period, reexport: true });
    expect(redo.headers['x-exported-invoices']).toBe('1');

    const list = await w.client.get('/api/invoice-exports?sort=id:asc', 'finance');
    expect(list.status).toBe(200);
    expect(
      list.body.data.map((e: { kind: string; invoiceCount: number; skippedCount: number; reexport: boolean }) => [
        e.kind,
        e.invoiceCount,
        e.skippedCount,
        e.reexport,
      ]),
    ).toEqual([
      ['csv', 1, 0, false],
      ['csv', 0, 1, false],
      ['csv', 1, 0, true],
    ]);
  });

  it('answers a SIE 4I file in PC8 with the invoice as a balanced sales voucher, and marks it exported', async () => {
    const res = await exportOf('export-sie', period);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoices-${period.from}-${period.to}.si"`);
    const text = res.rawPayload.toString('latin1');
    const lines = text.split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['#FLAGGA 0', '#PROGRAM "Haulage" "1.0"', '#FORMAT PC8']);
    expect(lines).toContain('#SIETYP 4');
    const trans = lines.filter((l) => l.startsWith('   #TRANS')).map((l) => l.trim().split(' '));
    expect(trans[0]).toEqual(['#TRANS', '1510', '{}', (invoice.total / 100).toFixed(2)]);
    expect(trans.reduce((sum, t) => sum + Math.round(Number(t[3]) * 100), 0)).toBe(0);
    expect(lines.find((l) => l.startsWith('#VER'))).toContain(`Faktura ${invoice.number}`);
    const read = await w.client.get(`/api/customers/invoices/${invoice.documentId}`, 'finance');
    expect(read.body.data.exportStatus).toBe('exported');
    expect((await exportOf('export-sie', period)).headers['x-exported-invoices']).toBe('0');
  });

  it('refuses a bad period with a 400 that records nothing, and dispatchers with a 403', async () => {
    const before = (await w.client.get('/api/invoice-exports', 'finance')).body.meta.pagination.total;
    for (const data of [
      { from: '2026-02-01' },
      { from: '2026-03-01', to: '2026-02-01' },
      { from: 'x', to: 'y' },
      { ...period, extra: 1 },
      { from: '2020-01-01', to: '2026-01-01' },
    ]) {
      const res = await exportOf('export-csv', data);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
    }
    const twoYears = await exportOf('export-sie', { from: '2025-12-01', to: '2026-01-31' });
    expect(twoYears.statusCode).toBe(400);
    expect(twoYears.json().error.message).toBe('A SIE file covers one fiscal year: choose from and to in the same year');
    expect((await exportOf('export-sie', period, 'dispatcher')).statusCode).toBe(403);
    expect((await w.client.get('/api/invoice-exports', 'dispatcher')).status).toBe(403);
    expect((await w.client.post('/api/invoice-exports', { kind: 'csv' }, 'finance')).status).toBe(403);
    expect((await w.client.get('/api/invoice-exports', 'finance')).body.meta.pagination.total).toBe(before);
  });
});

describe('invoice e-mail', () => {
  it('refuses to send when the customer has no e-mail address, and sends nothing', async () => {
    const cleared = await w.client.put(`/api/customers/${w.customer.documentId}`, {
      invoiceDelivery: 'print',
      invoiceEmail: null,
      emailAddress: null,
    });
    expect(cleared.status).toBe(200);
    const res = await w.client.post(`/api/customers/invoices/${invoice.documentId}/send`, {}, 'finance');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/no e-mail address/);
    expect((await w.client.get('/api/email-messages')).body.data).toEqual([]);
  });

  it('writes the e-mail with the PDF to the outbox, moves the invoice to sent, and the outbox sends it', async () => {
    const res0 = await w.client.put(`/api/customers/${w.customer.documentId}`, {
      invoiceEmail: 'faktura@kund.test',
      emailCC: 'chef@kund.test, lager@kund.test',
    });
    expect(res0.status).toBe(200);
    const res = await w.client.post(`/api/customers/invoices/${invoice.documentId}/send`, {}, 'finance');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'sent', sentTo: 'faktura@kund.test', cc: 'chef@kund.test, lager@kund.test' });
    await w.t.app.emailOutbox.runOnce();
    const mails = (await w.client.get('/api/email-messages')).body.data;
    expect(mails).toEqual([
      expect.objectContaining({
        recipient: 'faktura@kund.test',
        cc: 'chef@kund.test, lager@kund.test',
        subject: expect.stringContaining(`Faktura ${invoice.number}`),
        attachmentName: `${invoice.number}.pdf`,
        status: 'sent',
        provider: 'local',
        relatedDocumentId: invoice.documentId,
      }),
    ]);
    const read = await w.client.get(`/api/customers/invoices/${invoice.documentId}`, 'finance');
    expect(read.body.data).toMatchObject({ status: 'sent', sentTo: 'faktura@kund.test' });
    expect((await w.client.get('/api/email-messages', 'finance')).status).toBe(403);
  });

  it('refuses a reminder for an invoice not yet due', async () => {
    const res = await w.client.post(`/api/customers/invoices/${invoice.documentId}/remind`, {}, 'finance');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Only an overdue invoice gets a reminder');
  });
});

describe('the Fortnox export', () => {
  it('answers 409 while Fortnox is not configured, and records nothing', async () => {
    const res = await exportOf('export-fortnox', period);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Fortnox is not configured: set FORTNOX_ACCESS_TOKEN to push invoices to Fortnox');
    expect((await exportOf('export-fortnox', { ...period, reexport: true })).statusCode).toBe(400);
  });

  it('pushes the customer and the invoice once, keeping the Fortnox numbers', async () => {
    const fake = await startFakeFortnox('fortnox-token');
    // The settings FORTNOX_ACCESS_TOKEN and FORTNOX_API_URL would give.
    Object.assign(w.t.app.config.exports.fortnox, { accessToken: 'fortnox-token', baseUrl: fake.url, minIntervalMs: 0 });
    try {
      fake.state.rateLimitNext = 1;
      const res = await exportOf('export-fortnox', period);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ kind: 'fortnox', result: 'ok', invoiceCount: 1, message: null });
      expect(fake.invoices).toEqual([expect.objectContaining({ ExternalInvoiceReference1: invoice.number, DocumentNumber: '1' })]);
      const [customer] = [...fake.customers.values()];
      expect(customer).toMatchObject({ Name: w.customer.companyName, VATType: 'SEVAT' });
      const read = await w.client.get(`/api/customers/invoices/${invoice.documentId}`, 'finance');
      expect(read.body.data).toMatchObject({ fortnoxDocumentNumber: '1', exportStatus: 'exported' });
      const again = await exportOf('export-fortnox', period);
      expect(again.json().data).toMatchObject({ invoiceCount: 0, skippedCount: 1 });
      expect(fake.invoices).toHaveLength(1);
      const records = (await w.client.get('/api/invoice-exports?filters[kind][$eq]=fortnox&sort=id:asc', 'finance')).body.data;
      expect(records.map((r: { result: string; invoiceCount: number }) => [r.result, r.invoiceCount])).toEqual([
        ['ok', 1],
        ['ok', 0],
      ]);
    } finally {
      await fake.close();
    }
  });
});
