import { officeToday } from '@haulage/shared/contracts';
import { formatMoney } from '@haulage/shared/format';
import { type InvoiceWorld, invoiceWorld } from './invoice-fixtures';

jest.setTimeout(120_000);

let w: InvoiceWorld;
type IssuedInvoice = { id: number; documentId: string; number: string; total: number; lines: { id: number; quantity: number }[] };
/** Ten days before today: time passing is the only way an issued invoice falls due. */
const dueDate = new Date(Date.parse(`${officeToday()}T12:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  w = await invoiceWorld();
  const customer = await w.client.put(`/api/customers/${w.customer.documentId}`, {
    invoiceEmail: 'reskontra@kund.test',
    emailCC: 'ekonomi@kund.test',
  });
  expect(customer.status).toBe(200);
});
afterAll(async () => w.t.close());

/** An issued invoice of its own for each test: one job of the month, invoiced and finalised. */
const issuedInvoice = async (month: string): Promise<IssuedInvoice> => {
  await w.readyJob({ plannedDate: `${month}-07` });
  const run = await w.client.post('/api/customers/invoices', { from: `${month}-01`, to: `${month}-28` }, 'finance');
  const id = run.body.data[0].invoice.documentId as string;
  return (await w.client.post(`/api/customers/invoices/${id}/finalise?populate=lines`, {}, 'finance')).body.data;
};

const remind = (invoice: IssuedInvoice) => w.client.post(`/api/customers/invoices/${invoice.documentId}/remind`, {}, 'finance');
/** The e-mails about one invoice, oldest first. */
const outbox = async (invoice: IssuedInvoice) =>
  (await w.client.get(`/api/email-messages?sort=id&filters[relatedDocumentId][$eq]=${invoice.documentId}`)).body.data as Record<
    string,
    unknown
  >[];

describe('reminders of overdue invoices', () => {
  it('writes the reminder to the e-mail outbox: to the invoice address, with the number, what is left and the due date', async () => {
    const invoice = await issuedInvoice('2026-04');
    const line = invoice.lines[0]!;
    const note = await w.client.post(
      `/api/customers/invoices/${invoice.documentId}/credit`,
      { lines: [{ line: line.id, quantity: line.quantity / 2 }] },
      'finance',
    );
    const paid = 10_000;
    await w.client.post(`/api/customers/invoices/${invoice.documentId}/payments`, { amount: paid, paidOn: dueDate }, 'finance');
    await w.t.app.db.updateTable('invoices').set({ due_date: dueDate }).where('id', '=', invoice.id).execute();
    const read = (await w.client.get(`/api/customers/invoices/${invoice.documentId}`, 'finance')).body.data;
    const left = invoice.total + note.body.data.total - paid;
    expect(read).toMatchObject({ status: 'partially_paid', overdue: true, balance: left });

    const res = await remind(invoice);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      number: invoice.number,
      status: 'partially_paid',
      sentTo: 'reskontra@kund.test',
      cc: 'ekonomi@kund.test',
    });
    const mails = await outbox(invoice);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      recipient: 'reskontra@kund.test',
      cc: 'ekonomi@kund.test',
      subject: expect.stringContaining(`Påminnelse: faktura ${invoice.number}`),
      attachmentName: `${invoice.number}.pdf`,
      relatedType: 'invoice-reminders',
      relatedDocumentId: invoice.documentId,
    });
    expect(mail.body).toContain(
      `Faktura ${invoice.number} förföll till betalning ${dueDate} och ${formatMoney(left, { ore: true })} återstår att betala.`,
    );
    expect(res.body.meta.email).toBe(mail.documentId);

    await w.t.app.emailOutbox.runOnce();
    expect((await outbox(invoice))[0]).toMatchObject({ status: 'sent' });
    const after = (await w.client.get(`/api/customers/invoices/${invoice.documentId}`, 'finance')).body.data;
    expect(after).toMatchObject({ status: 'partially_paid', overdue: true, sentAt: null });
  });

  it('refuses a reminder once the rest is paid, and for dispatchers, writing nothing', async () => {
    const invoice = await issuedInvoice('2026-05');
    await w.t.app.db.updateTable('invoices').set({ due_date: dueDate }).where('id', '=', invoice.id).execute();
    const owed = (await w.client.get(`/api/customers/invoices/${invoice.documentId}`, 'finance')).body.data.balance as number;
    expect((await w.client.post(`/api/customers/invoices/${invoice.documentId}/remind`, {}, 'dispatcher')).status).toBe(403);
    await w.client.post(`/api/customers/invoices/${invoice.documentId}/payments`, { amount: owed, paidOn: officeToday() }, 'finance');
    const res = await remind(invoice);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Only an overdue invoice gets a reminder');
    expect(await outbox(invoice)).toHaveLength(0);
  });
});
