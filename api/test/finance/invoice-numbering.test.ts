import { type InvoiceWorld, invoiceWorld } from './invoice-fixtures';

jest.setTimeout(180_000);

let w: InvoiceWorld;
beforeAll(async () => {
  w = await invoiceWorld();
});
afterAll(async () => w.t.close());

const period = { from: '2026-05-01', to: '2026-05-31' };
/** Numbering starts at 1 in a world of its own: a test that counts numbers does not share one. */
const finaliseIn = (world: InvoiceWorld) => (documentId: string) =>
  world.client.post(`/api/customers/invoices/${documentId}/finalise`, {}, 'finance');

describe('gapless invoice numbers', () => {
  it('gives 20 invoices finalised at once the numbers 1 to 20, no gap and no duplicate, then refuses one without taking a number', async () => {
    const w = await invoiceWorld();
    const finalise = finaliseIn(w);
    const jobs: string[] = [];
    for (let day = 1; day <= 21; day += 1) jobs.push(await w.readyJob({ plannedDate: `2026-05-${String(day).padStart(2, '0')}` }));
    const run = await w.client.post('/api/customers/invoices', { ...period, perJob: true }, 'finance');
    expect(run.body.meta.run).toMatchObject({ draftsCreated: 21, complete: true });
    const drafts: string[] = run.body.data.map((draft: { invoice: { documentId: string } }) => draft.invoice.documentId);

    // The last draft's job goes back to completed (its price is to be checked again): finalising it must fail.
    const [stale, ...ready] = [drafts.at(-1)!, ...drafts.slice(0, 20)];
    const staleJob = (await w.client.get(`/api/customers/invoices/${stale}?populate=jobs`, 'finance')).body.data.jobs[0].documentId;
    expect((await w.client.put(`/api/jobs/${staleJob}`, { status: 'completed' }, 'admin')).status).toBe(200);

    const answers = await Promise.all([...ready.map(finalise), finalise(stale)]);
    expect(answers.slice(0, 20).map((res) => res.status)).toEqual(Array(20).fill(200));
    const refused = answers[20]!;
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('A job cannot move from completed to invoiced');

    const sequences = answers
      .slice(0, 20)
      .map((res) => res.body.data.sequence as number)
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const year = answers[0]!.body.data.fiscalYear;
    expect(new Set(answers.slice(0, 20).map((res) => res.body.data.number)).size).toBe(20);

    // The refused draft is untouched and took no number: fixed and finalised, it is number 21.
    const after = await w.client.get(`/api/customers/invoices/${stale}`, 'finance');
    expect(after.body.data).toMatchObject({ status: 'draft', number: null });
    expect((await w.client.post('/api/jobs/ready-to-invoice', { jobs: [staleJob] }, 'finance')).status).toBe(200);
    const last = await finalise(stale);
    expect(last.body.data).toMatchObject({ sequence: 21, number: `F${year}-00021` });
    await w.t.close();
  });

  it('finalises a draft once when it is finalised twice at the same moment', async () => {
    const w = await invoiceWorld();
    const finalise = finaliseIn(w);
    await w.readyJob({ plannedDate: '2026-06-10' });
    const run = await w.client.post('/api/customers/invoices', { from: '2026-06-01', to: '2026-06-30' }, 'finance');
    const id = run.body.data[0].invoice.documentId;
    const answers = await Promise.all([finalise(id), finalise(id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const ok = answers.find((res) => res.status === 200)!;
    expect(ok.body.data.sequence).toBe(1);
    expect((await w.client.get(`/api/customers/invoices/${id}`, 'finance')).body.data.number).toBe(ok.body.data.number);
    await w.t.close();
  });

  it('lets only admins and finance mark jobs ready to invoice, and only completed ones', async () => {
    const job = (await w.client.post('/api/jobs', { customer: w.customer.documentId, kmPlanned: 10 })).body.data.documentId;
    expect((await w.client.post('/api/jobs/ready-to-invoice', { jobs: [job] }, 'dispatcher')).status).toBe(403);
    const open = await w.client.post('/api/jobs/ready-to-invoice', { jobs: [job] }, 'finance');
    expect(open.status).toBe(409);
    expect(open.body.error.message).toBe('A job cannot move from open to ready_to_invoice');
    const unknown = await w.client.post('/api/jobs/ready-to-invoice', { jobs: [job, 'nope'] }, 'finance');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.errors[0]).toMatchObject({ path: ['jobs', 1], message: 'No job nope' });
  });
});
