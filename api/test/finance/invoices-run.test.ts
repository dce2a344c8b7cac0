import { type InvoiceWorld, invoiceWorld } from './invoice-fixtures';

jest.setTimeout(120_000);

// Each test starts from a world of its own, so it passes in any order.
let w: InvoiceWorld;
beforeEach(async () => {
  w = await invoiceWorld();
});
afterEach(async () => w.t.close());

const period = { from: '2026-03-01', to: '2026-03-31' };

/** An invoice of a ready job, run and finalised: its documentId, total and jobs. */
const issuedInvoice = async (): Promise<{ documentId: string; total: number; jobs: { documentId: string }[] }> => {
  await w.readyJob();
  const run = await w.client.post('/api/customers/invoices', period, 'finance');
  const id: string = run.body.data[0].invoice.documentId;
  expect((await w.client.post(`/api/customers/invoices/${id}/finalise`, {}, 'finance')).status).toBe(200);
  return (await w.client.get(`/api/customers/invoices/${id}?populate=jobs`, 'finance')).body.data;
};

describe('the invoicing run', () => {
  it('previews, creates one draft per customer and period, and finalises it with number, PDF and invoiced jobs', async () => {
    const jobs = [await w.readyJob(), await w.readyJob({ plannedDate: '2026-03-05', customerReference: 'PO-9' })];
    const preview = await w.client.post('/api/customers/invoices/preview', period, 'finance');
    expect(preview.status).toBe(200);
    expect(preview.body.meta).toMatchObject({ jobs: 2, drafts: 1, pagination: { page: 1, total: 1 } });
    const [draft] = preview.body.data;
    expect(draft).toMatchObject({ customer: { documentId: w.customer.documentId }, currency: 'SEK', reverseCharge: false });
    expect(draft.jobs.map((j: { documentId: string }) => j.documentId)).toEqual(jobs);
    expect(draft.vatBreakdown).toEqual([{ rate: 25, base: draft.subtotal, vat: Math.round(draft.subtotal / 4) }]);
    expect(draft.total).toBe(draft.subtotal + draft.vatTotal);
    expect(draft.lines[0]).toMatchObject({ route: 'Göteborg – Jönköping', customerReference: 'PO-4711', date: '2026-03-02' });

    const run = await w.client.post('/api/customers/invoices', period, 'finance');
    expect(run.status).toBe(201);
    expect(run.body.meta.run).toEqual({ jobsDone: 2, draftsCreated: 1, jobsRemaining: 0, complete: true });
    const id = run.body.data[0].invoice.documentId;
    const again = await w.client.post('/api/customers/invoices', period, 'finance');
    expect(again.body.meta.run).toEqual({ jobsDone: 0, draftsCreated: 0, jobsRemaining: 0, complete: true });

    const read = await w.client.get(`/api/customers/invoices/${id}?populate[0]=lines&populate[1]=customer&populate[2]=jobs`, 'finance');
    expect(read.body.data).toMatchObject({ status: 'draft', number: null, total: draft.total, overdue: false, balance: draft.total });
    expect(read.body.data.lines).toHaveLength(draft.lines.length);
    expect(read.body.data.customer.companyName).toBe(w.customer.companyName);
    expect((await w.client.get(`/api/customers/invoices/${id}/pdf`, 'finance')).status).toBe(404);

    const done = await w.client.post(`/api/customers/invoices/${id}/finalise`, {}, 'finance');
    expect(done.status).toBe(200);
    const year = done.body.data.invoiceDate.slice(0, 4);
    expect(done.body.data).toMatchObject({ status: 'issued', number: `F${year}-00001`, sequence: 1, sellerSnapshot: { fSkatt: true } });
    for (const job of jobs) expect((await w.client.get(`/api/jobs/${job}`)).body.data.status).toBe('invoiced');

    const pdf = await w.client.get(`/api/customers/invoices/${id}/pdf`, 'finance');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    const later = await w.client.get(`/api/customers/invoices/${id}/pdf`, 'finance');
    expect(later.headers.etag).toBe(pdf.headers.etag);
  });

  it('locks an invoiced job (409) and refuses to edit, finalise again or delete an issued invoice', async () => {
    const issued = await issuedInvoice();
    const job = issued.jobs[0]!.documentId;
    const edit = await w.client.put(`/api/jobs/${job}`, { kmActual: 999 });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toMatch(/invoiced and locked/);
    expect((await w.client.put(`/api/customers/invoices/${issued.documentId}`, { notes: 'x' }, 'finance')).status).toBe(409);
    expect((await w.client.post(`/api/customers/invoices/${issued.documentId}/finalise`, {}, 'finance')).status).toBe(409);
    const remove = await w.client.del(`/api/customers/invoices/${issued.documentId}`, 'finance');
    expect(remove.status).toBe(409);
    expect(remove.body.error.message).toBe('An issued invoice cannot be deleted; credit it instead');
  });

  it('records payments up to paid and credits an invoice in full in the credit series', async () => {
    const invoice = await issuedInvoice();
    const part = await w.client.post(
      `/api/customers/invoices/${invoice.documentId}/payments`,
      { amount: 1000, paidOn: '2026-04-01', reference: 'BG 1' },
      'finance',
    );
    expect(part.body.data).toMatchObject({ status: 'partially_paid', paidTotal: 1000, balance: invoice.total - 1000 });
    const over = await w.client.post(
      `/api/customers/invoices/${invoice.documentId}/payments`,
      { amount: invoice.total, paidOn: '2026-04-02' },
      'finance',
    );
    expect(over.status).toBe(400);
    const credit = await w.client.post(`/api/customers/invoices/${invoice.documentId}/credit`, { reason: 'Wrong customer' }, 'finance');
    expect(credit.status).toBe(200);
    expect(credit.body.data).toMatchObject({ kind: 'credit_note', status: 'issued', total: -invoice.total, sequence: 1 });
    expect(credit.body.data.number).toMatch(/^K\d{4}-00001$/);
    expect((await w.client.get(`/api/customers/invoices/${invoice.documentId}`, 'finance')).body.data.status).toBe('credited');
    expect((await w.client.post(`/api/customers/invoices/${invoice.documentId}/credit`, {}, 'finance')).status).toBe(409);
  });

  it('deletes a draft, freeing its jobs for the next run, and refuses bad run bodies with a 400', async () => {
    await w.readyJob({ plannedDate: '2026-03-20' });
    const run = await w.client.post('/api/customers/invoices', { ...period, perJob: true }, 'finance');
    const id = run.body.data[0].invoice.documentId;
    expect((await w.client.del(`/api/customers/invoices/${id}`, 'finance')).status).toBe(204);
    expect((await w.client.post('/api/customers/invoices/preview', period, 'finance')).body.meta.jobs).toBe(1);
    for (const body of [
      { from: '2026-03-31', to: '2026-03-01' },
      { from: 'march' },
      { ...period, customers: ['nope'] },
      { ...period, extra: 1 },
    ]) {
      const res = await w.client.post('/api/customers/invoices', body, 'finance');
      expect(res.status).toBe(400);
      expect(res.body.error.name).toBe('ValidationError');
    }
  });

  it('shows invoices to admins and finance only', async () => {
    expect((await w.client.get('/api/customers/invoices', 'admin')).status).toBe(200);
    expect((await w.client.get('/api/customers/invoices', 'dispatcher')).status).toBe(403);
    expect((await w.client.get('/api/customers/invoices', 'viewer')).status).toBe(403);
    expect((await w.client.get('/api/jobs?populate=stops', 'viewer')).status).toBe(200);
  });
});
