import { type InvoiceWorld, invoiceWorld } from './invoice-fixtures';

jest.setTimeout(120_000);

// Each test edits, finalises or credits a draft of its own, so it passes in any order.
let w: InvoiceWorld;
let draft: string;
beforeEach(async () => {
  w = await invoiceWorld();
  await w.readyJob({ plannedDate: '2026-06-03' });
  const run = await w.client.post('/api/customers/invoices', { from: '2026-06-01', to: '2026-06-30' }, 'finance');
  draft = run.body.data[0].invoice.documentId;
});
afterEach(async () => w.t.close());

const read = async () => (await w.client.get(`/api/customers/invoices/${draft}?populate=lines`, 'finance')).body.data;

describe('editing a draft', () => {
  it('refuses payments and credits on a draft', async () => {
    expect(
      (await w.client.post(`/api/customers/invoices/${draft}/payments`, { amount: 100, paidOn: '2026-07-01' }, 'finance')).status,
    ).toBe(409);
    const credit = await w.client.post(`/api/customers/invoices/${draft}/credit`, {}, 'finance');
    expect(credit.status).toBe(409);
    expect(credit.body.error.message).toBe('A draft is deleted, not credited');
  });

  it('moves the due date with a new invoice date, keeping the payment terms', async () => {
    const before = await read();
    const terms = (Date.parse(before.dueDate) - Date.parse(before.invoiceDate)) / 86_400_000;
    const res = await w.client.put(`/api/customers/invoices/${draft}`, { invoiceDate: '2026-07-01', notes: 'Juni' }, 'finance');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ invoiceDate: '2026-07-01', notes: 'Juni' });
    expect((Date.parse(res.body.data.dueDate) - Date.parse('2026-07-01')) / 86_400_000).toBe(terms);
  });

  it('overrides a line’s VAT only with a reason, and the totals follow', async () => {
    const before = await read();
    const line = before.lines[0];
    const bare = await w.client.put(`/api/customers/invoices/${draft}`, { lines: [{ id: line.id, vatRate: 12 }] }, 'finance');
    expect(bare.status).toBe(400);
    expect(bare.body.error.details.errors[0]).toMatchObject({
      path: ['lines', 0, 'vatReason'],
      message: 'Please give the reason for 12 % VAT instead of 25 %',
    });
    const res = await w.client.put(
      `/api/customers/invoices/${draft}?populate=lines`,
      { lines: [{ id: line.id, vatRate: 12, vatReason: 'Persontransport' }] },
      'finance',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.lines[0]).toMatchObject({ vatRate: 12, vatReason: 'Persontransport' });
    const rates = res.body.data.vatBreakdown.map((row: { rate: number }) => row.rate);
    expect(rates).toContain(12);
    expect(res.body.data.total).toBe(res.body.data.subtotal + res.body.data.vatTotal);
    expect(res.body.data.subtotal).toBe(before.subtotal);
  });

  it('refuses read-only fields and lines of another invoice, changing nothing', async () => {
    const before = await read();
    for (const body of [{ number: 'F1' }, { total: 1 }, { status: 'paid' }, { lines: [{ id: 999_999, vatRate: 0, vatReason: 'x' }] }]) {
      const res = await w.client.put(`/api/customers/invoices/${draft}`, body, 'finance');
      expect(res.status).toBe(400);
    }
    expect(await read()).toEqual(before);
  });
  it('credits part of an issued invoice, then the rest, and only what is left', async () => {
    const issued = (await w.client.post(`/api/customers/invoices/${draft}/finalise?populate=lines`, {}, 'finance')).body.data;
    const line = issued.lines[0];
    const part = await w.client.post(
      `/api/customers/invoices/${draft}/credit?populate=lines`,
      { lines: [{ line: line.id, quantity: line.quantity / 2 }] },
      'finance',
    );
    expect(part.status).toBe(200);
    expect(part.body.data.lines).toEqual([expect.objectContaining({ quantity: -line.quantity / 2, vatRate: line.vatRate })]);
    expect(part.body.data.creditedInvoice).toBeUndefined();
    expect((await w.client.get(`/api/customers/invoices/${draft}`, 'finance')).body.data.status).toBe('issued');
    const tooMuch = await w.client.post(
      `/api/customers/invoices/${draft}/credit`,
      { lines: [{ line: line.id, quantity: line.quantity }] },
      'finance',
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.details.errors[0].path).toEqual(['lines']);
    const rest = await w.client.post(`/api/customers/invoices/${draft}/credit?populate=creditedInvoice`, {}, 'finance');
    expect(rest.body.data.creditedInvoice.documentId).toBe(draft);
    expect(part.body.data.total + rest.body.data.total).toBe(-issued.total);
    expect((await w.client.get(`/api/customers/invoices/${draft}`, 'finance')).body.data.status).toBe('credited');
  });
});
