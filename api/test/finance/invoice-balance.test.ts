import { type InvoiceWorld, invoiceWorld } from './invoice-fixtures';

jest.setTimeout(120_000);

let w: InvoiceWorld;
beforeAll(async () => {
  w = await invoiceWorld();
});
afterAll(async () => w.t.close());

type Line = { id: number; quantity: number };
type Invoice = { documentId: string; total: number; creditedTotal: number; paidTotal: number; balance: number; lines: Line[] };

/** A job of its own month, invoiced and issued. */
const issuedInvoice = async (plannedDate: string): Promise<Invoice> => {
  await w.readyJob({ plannedDate });
  const month = plannedDate.slice(0, 7);
  const run = await w.client.post('/api/customers/invoices', { from: `${month}-01`, to: `${month}-28` }, 'finance');
  const id = run.body.data[0].invoice.documentId as string;
  return (await w.client.post(`/api/customers/invoices/${id}/finalise?populate=lines`, {}, 'finance')).body.data;
};

const pay = (id: string, amount: number) =>
  w.client.post(`/api/customers/invoices/${id}/payments`, { amount, paidOn: '2026-07-01' }, 'finance');

describe('the balance after a partial credit', () => {
  it('is the total less the credit note and the payments: paying the rest makes the invoice paid', async () => {
    const invoice = await issuedInvoice('2026-05-04');
    const line = invoice.lines[0]!;
    const note = await w.client.post(
      `/api/customers/invoices/${invoice.documentId}/credit`,
      { lines: [{ line: line.id, quantity: line.quantity / 2 }] },
      'finance',
    );
    expect(note.status).toBe(200);
    const credited = -note.body.data.total;
    expect(credited).toBeGreaterThan(0);
    const afterCredit = (await w.client.get(`/api/customers/invoices/${invoice.documentId}`, 'finance')).body.data;
    expect(afterCredit).toMatchObject({ status: 'issued', creditedTotal: credited, paidTotal: 0, balance: invoice.total - credited });

    const over = await pay(invoice.documentId, invoice.total - credited + 1);
    expect(over.status).toBe(400);
    expect(over.body.error.details.errors[0]).toMatchObject({
      path: ['amount'],
      message: `The payment is more than the ${invoice.total - credited} öre still owed`,
    });

    const part = await pay(invoice.documentId, 1000);
    expect(part.body.data).toMatchObject({ status: 'partially_paid', balance: invoice.total - credited - 1000 });
    const rest = await pay(invoice.documentId, invoice.total - credited - 1000);
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ status: 'paid', paidTotal: invoice.total - credited, balance: 0, overdue: false });
    expect((await pay(invoice.documentId, 1)).status).toBe(409);
  });

  it('makes a partly paid invoice paid when a credit note covers what was left', async () => {
    const invoice = await issuedInvoice('2026-06-08');
    const line = invoice.lines[0]!;
    const creditQuarter = () =>
      w.client.post(
        `/api/customers/invoices/${invoice.documentId}/credit`,
        { lines: [{ line: line.id, quantity: line.quantity / 4 }] },
        'finance',
      );
    const quarter = -(await creditQuarter()).body.data.total;
    expect((await pay(invoice.documentId, invoice.total - 2 * quarter)).body.data).toMatchObject({
      status: 'partially_paid',
      balance: quarter,
    });
    expect((await creditQuarter()).status).toBe(200);
    const after = (await w.client.get(`/api/customers/invoices/${invoice.documentId}`, 'finance')).body.data;
    expect(after).toMatchObject({ status: 'paid', creditedTotal: 2 * quarter, balance: 0 });
  });
});
