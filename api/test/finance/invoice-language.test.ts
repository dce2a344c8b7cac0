import { officeToday } from '@haulage/shared/contracts';
import { formatsFor } from '@haulage/shared/i18n';
import { pdfText } from '../../src/modules/finance/invoices/services/pdf-text';
import { authHeader } from '../auth';
import { type InvoiceWorld, invoiceWorld } from './invoice-fixtures';

jest.setTimeout(120_000);

let w: InvoiceWorld;
type IssuedInvoice = {
  id: number;
  documentId: string;
  number: string;
  invoiceDate: string;
  dueDate: string;
  total: number;
  vatTotal: number;
  lines: { amount: number }[];
};

beforeEach(async () => {
  w = await invoiceWorld();
});
afterEach(async () => w.t.close());

const setCustomer = async (data: Record<string, unknown>) =>
  expect((await w.client.put(`/api/customers/${w.customer.documentId}`, data)).status).toBe(200);

/** One job of March, invoiced and finalised. */
const issuedInvoice = async (): Promise<IssuedInvoice> => {
  await w.readyJob();
  const run = await w.client.post('/api/customers/invoices', { from: '2026-03-01', to: '2026-03-31' }, 'finance');
  const id = run.body.data[0].invoice.documentId as string;
  return (await w.client.post(`/api/customers/invoices/${id}/finalise?populate=lines`, {}, 'finance')).body.data;
};

const pdfOf = async (invoice: IssuedInvoice) => {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/customers/invoices/${invoice.documentId}/pdf`,
    headers: await authHeader(w.t.app, 'finance'),
  });
  return pdfText(res.rawPayload).join('\n');
};

/** The e-mails about one invoice in the local outbox, oldest first. */
const outbox = async (invoice: IssuedInvoice) =>
  (await w.client.get(`/api/email-messages?sort=id&filters[relatedDocumentId][$eq]=${invoice.documentId}`)).body.data as {
    subject: string;
    body: string;
  }[];

const seller = () => w.t.app.config.invoicing.seller;

describe('invoices in the customer’s language', () => {
  it('prints and e-mails an English customer’s invoice in English, every amount to the öre, and reminds in the same language', async () => {
    await setCustomer({ language: 'en', invoiceEmail: 'accounts@customer.test' });
    const invoice = await issuedInvoice();
    const en = formatsFor('en');

    const text = await pdfOf(invoice);
    for (const expected of [
      `Invoice ${invoice.number}`,
      `Invoice date: ${en.date(invoice.invoiceDate)}`,
      `Due date: ${en.date(invoice.dueDate)}`,
      'Amount due',
      en.money(invoice.total),
      `Please quote ${invoice.number} with your payment`,
      ...invoice.lines.map((line) => en.money(line.amount)),
    ])
      expect(text).toContain(expected);
    expect(invoice.lines.reduce((sum, line) => sum + line.amount, 0) + invoice.vatTotal).toBe(invoice.total);
    expect(text).toContain('Approved for F-tax');
    expect(text).not.toContain('Fakturadatum');

    expect((await w.client.post(`/api/customers/invoices/${invoice.documentId}/send`, {}, 'finance')).status).toBe(200);
    const [sent] = await outbox(invoice);
    expect(sent!.subject).toBe(`Invoice ${invoice.number} from ${seller().name}`);
    expect(sent!.body).toContain(`Hello ${w.customer.companyName},`);
    expect(sent!.body).toContain(
      `Please find attached invoice ${invoice.number} for ${en.money(invoice.total)}, due for payment by ${en.date(invoice.dueDate)}.`,
    );
    expect(sent!.body).toMatch(new RegExp(`Kind regards\n${seller().name}$`));

    // The invoice keeps the language it was issued in: its reminder says what its PDF says.
    await setCustomer({ language: 'sv' });
    const overdue = new Date(Date.parse(`${officeToday()}T12:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
    await w.t.app.db.updateTable('invoices').set({ due_date: overdue }).where('id', '=', invoice.id).execute();
    expect((await w.client.post(`/api/customers/invoices/${invoice.documentId}/remind`, {}, 'finance')).status).toBe(200);
    const reminder = (await outbox(invoice))[1]!;
    expect(reminder.subject).toBe(`Reminder: invoice ${invoice.number} from ${seller().name}`);
    expect(reminder.body).toContain(`was due for payment on ${en.date(overdue)} and ${en.money(invoice.total)} is still outstanding.`);
  });

  it('speaks Swedish by default, even when the customer’s invoice contact reads English', async () => {
    await setCustomer({ invoiceEmail: 'faktura@kund.test' });
    const contact = await w.client.post('/api/customer-contacts', {
      firstName: 'Karin',
      lastName: 'Lind',
      emailAddress: 'faktura@kund.test',
      role: 'invoice',
      language: 'en',
      customer: w.customer.documentId,
    });
    expect(contact.status).toBe(201);
    const invoice = await issuedInvoice();
    const sv = formatsFor('sv');

    const text = await pdfOf(invoice);
    for (const expected of [`Faktura ${invoice.number}`, `Fakturadatum: ${invoice.invoiceDate}`, 'Att betala', sv.money(invoice.total)])
      expect(text).toContain(expected);
    expect(text).not.toContain('Invoice date');

    expect((await w.client.post(`/api/customers/invoices/${invoice.documentId}/send`, {}, 'finance')).status).toBe(200);
    const [sent] = await outbox(invoice);
    expect(sent!.subject).toBe(`Faktura ${invoice.number} från ${seller().name}`);
    expect(sent!.body).toContain(
      `Bifogat finns faktura ${invoice.number} på ${sv.money(invoice.total)}, att betala senast ${invoice.dueDate}.`,
    );
  });
});
