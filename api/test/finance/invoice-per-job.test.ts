import { type InvoiceWorld, invoiceWorld } from './invoice-fixtures';

jest.setTimeout(120_000);

let w: InvoiceWorld;
let other: { documentId: string; companyName: string };
const period = { from: '2026-08-01', to: '2026-08-31' };

beforeAll(async () => {
  w = await invoiceWorld();
  other = (await w.client.get('/api/customers?sort=id&pagination[page]=2&pagination[pageSize]=1')).body.data[0];
  for (const plannedDate of ['2026-08-03', '2026-08-04']) {
    await w.readyJob({ plannedDate });
    await w.readyJob({ plannedDate, customer: other.documentId });
  }
});
afterAll(async () => w.t.close());

type Draft = { customer: { documentId: string }; perJob: boolean; jobs: unknown[] };
const byCustomer = (drafts: Draft[]) =>
  drafts.map((draft) => [draft.customer.documentId === w.customer.documentId ? 'one' : 'other', draft.perJob, draft.jobs.length]).sort();

describe('invoice per job as a customer preference', () => {
  it('is stored on the customer, false until chosen', async () => {
    // `other` is never chosen in this file.
    expect((await w.client.get(`/api/customers/${other.documentId}`)).body.data.invoicePerJob).toBe(false);
    const res = await w.client.put(`/api/customers/${w.customer.documentId}`, { invoicePerJob: true }, 'finance');
    expect(res.status).toBe(200);
    expect(res.body.data.invoicePerJob).toBe(true);
    const bad = await w.client.put(`/api/customers/${other.documentId}`, { invoicePerJob: 'yes' }, 'finance');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors[0].path).toEqual(['invoicePerJob']);
  });

  it('makes the run invoice that customer job by job and the others per period, and the preview says which', async () => {
    expect((await w.client.put(`/api/customers/${w.customer.documentId}`, { invoicePerJob: true }, 'finance')).status).toBe(200);
    const preview = await w.client.post('/api/customers/invoices/preview', period, 'finance');
    expect(preview.status).toBe(200);
    expect(preview.body.meta).toMatchObject({ jobs: 4, drafts: 3 });
    expect(byCustomer(preview.body.data)).toEqual([
      ['one', true, 1],
      ['one', true, 1],
      ['other', false, 2],
    ]);
    const everyone = await w.client.post('/api/customers/invoices/preview', { ...period, perJob: true }, 'finance');
    expect(everyone.body.meta).toMatchObject({ jobs: 4, drafts: 4 });
    expect(everyone.body.data.every((draft: Draft) => draft.perJob)).toBe(true);

    const run = await w.client.post('/api/customers/invoices', period, 'finance');
    expect(run.status).toBe(201);
    expect(run.body.meta.run).toMatchObject({ jobsDone: 4, draftsCreated: 3, complete: true });
    expect(byCustomer(run.body.data)).toEqual(byCustomer(preview.body.data));
  });
});
