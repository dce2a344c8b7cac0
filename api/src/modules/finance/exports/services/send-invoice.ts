import { type CustomerSnapshot, officeToday } from '@haulage/shared/contracts';
import type { InvoiceStatus } from '@haulage/shared/contracts';
import { HttpError, notFound } from '../../../../http/errors';
import type { ServiceHost, WakePort } from '../../../../ports';
import { type CmrHost, describeJobDocuments, jobDocumentFiles } from '../../../jobs/index';
import { type EmailDispatcher, enqueueEmail } from '../../../messaging/index';
import { attachedDocumentLines } from '../../invoices/model/attached-documents';
import { invoiceLanguage } from '../../invoices/model/invoice-language';
import { findPdf, invoiceStateOf, jobIdsOfInvoice } from '../../invoices/repository/invoice-repository';
import { balanceOf, isOverdue, statusWhenSent } from '../../invoices/model/invoice-state';
import { invoiceMail, invoiceRecipients, reminderMail } from '../model/invoice-mail';

const conflict = (message: string) => new HttpError(409, 'ConflictError', message, {});

/** The related types of the e-mails; the outbox loads the invoice's PDF for both as they leave. */
export const INVOICE_MAIL = 'invoices';
export const REMINDER_MAIL = 'invoice-reminders';

/**
 * E-mails the invoice's frozen PDF to the customer (or a reminder of an overdue one) through the
 * outbox, in the transaction that records it: an issued invoice becomes `sent` with `sentAt` and
 * `sentTo`. A draft has no PDF to send. Wakes the outbox after the commit.
 */
export const sendInvoice = async (
  app: Pick<ServiceHost, 'db'> & { config: { invoicing: { seller: { name: string } } }; emailOutbox: WakePort },
  ref: string,
  what: 'send' | 'remind',
) => {
  const now = new Date().toISOString();
  const answer = await app.db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom('invoices')
      .innerJoin('customers', 'customers.id', 'invoices.customer_id')
      .select([
        'invoices.id',
        'invoices.document_id',
        'invoices.number',
        'invoices.kind',
        'invoices.status',
        'invoices.total',
        'invoices.credited_total',
        'invoices.paid_total',
        'invoices.due_date',
        'invoices.currency',
        'invoices.customer_snapshot',
        'customers.company_name',
        'customers.invoice_email',
        'customers.email_address',
        'customers.email_cc',
      ])
      .where(/^\d+$/.test(ref) ? 'invoices.id' : 'invoices.document_id', '=', /^\d+$/.test(ref) ? Number(ref) : ref)
      .executeTakeFirst();
    if (!invoice) throw notFound();
    const status = invoice.status as InvoiceStatus;
    if (status === 'draft' || !invoice.number) throw conflict('A draft is finalised before it is sent');
    const state = invoiceStateOf(invoice);
    if (what === 'remind' && !isOverdue(state, officeToday())) throw conflict('Only an overdue invoice gets a reminder');
    if (what === 'send' && status === 'credited') throw conflict('A credited invoice is not sent again');
    const recipients = invoiceRecipients({
      invoiceEmail: invoice.invoice_email,
      emailAddress: invoice.email_address,
      emailCc: invoice.email_cc,
    });
    if (!recipients) throw conflict('The customer has no e-mail address for invoices; add one to the customer first');
    if (!(await findPdf(trx, Number(invoice.id)))) throw conflict('The invoice has no PDF');
    const seller = app.config.invoicing.seller.name;
    const issuedTo = snapshotOf(invoice.customer_snapshot);
    const facts = {
      number: invoice.number,
      kind: state.kind,
      customerName: invoice.company_name,
      total: state.total,
      currency: invoice.currency,
      dueDate: state.dueDate,
      language: invoiceLanguage(issuedTo),
    };
    const documents =
      what === 'send' && issuedTo.documentsWithInvoices === true
        ? attachedDocumentLines(await describeJobDocuments(trx, await jobIdsOfInvoice(trx, Number(invoice.id))), facts.language)
        : [];
    const text = what === 'send' ? invoiceMail(facts, seller, documents) : reminderMail(facts, balanceOf(state), seller);
    const email = await enqueueEmail(trx, {
      to: recipients.to,
      cc: recipients.cc,
      ...text,
      attachmentName: `${invoice.number}.pdf`,
      relatedType: what === 'send' ? INVOICE_MAIL : REMINDER_MAIL,
      relatedDocumentId: invoice.document_id,
    });
    const next = what === 'send' ? statusWhenSent(status) : status;
    const updated = await trx
      .updateTable('invoices')
      .set({ status: next, ...(what === 'send' ? { sent_at: now, sent_to: recipients.to } : {}), updated_at: now })
      .where('id', '=', invoice.id)
      .where('status', '=', status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict('The invoice was changed by someone else meanwhile; try again');
    return {
      data: { documentId: invoice.document_id, number: invoice.number, status: next, sentTo: recipients.to, cc: recipients.cc },
      meta: { email: email.document_id },
    };
  });
  app.emailOutbox.wake();
  return answer;
};

/** The buyer as the invoice was issued to it: whether its jobs' documents go with it, and its language. */
const snapshotOf = (snapshot: string): CustomerSnapshot => JSON.parse(snapshot) as CustomerSnapshot;

/**
 * Registers the loader of the invoice PDF for the outbox (invoices and reminders). An invoice
 * issued with documents also carries each job's CMR (in the invoice's language) and proof files,
 * read as the e-mail leaves; a reminder carries the invoice only.
 */
export const attachInvoicePdfs = (app: CmrHost & { emailOutbox: Pick<EmailDispatcher, 'attachWith'> }): void => {
  const load = async (message: { related_type: string | null; related_document_id: string | null; attachment_name: string | null }) => {
    if (!message.related_document_id) return [];
    const row = await app.db
      .selectFrom('invoices')
      .select(['id', 'customer_snapshot'])
      .where('document_id', '=', message.related_document_id)
      .executeTakeFirst();
    const pdf = row ? await findPdf(app.db, Number(row.id)) : null;
    if (!row || !pdf) return [];
    const invoicePdf = { filename: message.attachment_name ?? 'invoice.pdf', content: pdf.bytes, contentType: 'application/pdf' };
    const issuedTo = snapshotOf(row.customer_snapshot);
    if (message.related_type !== INVOICE_MAIL || issuedTo.documentsWithInvoices !== true) return [invoicePdf];
    return [invoicePdf, ...(await jobDocumentFiles(app, await jobIdsOfInvoice(app.db, Number(row.id)), invoiceLanguage(issuedTo)))];
  };
  app.emailOutbox.attachWith(INVOICE_MAIL, load);
  app.emailOutbox.attachWith(REMINDER_MAIL, load);
};
