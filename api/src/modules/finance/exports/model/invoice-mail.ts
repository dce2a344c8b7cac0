import type { Language } from '@haulage/shared/contracts';
import { invoiceWords } from '../../invoices/model/invoice-language';

export interface MailInvoice {
  number: string;
  kind: 'invoice' | 'credit_note';
  customerName: string;
  total: number;
  currency: string;
  dueDate: string;
  /** The invoice's language (`invoiceLanguage`): the e-mail speaks as the PDF it carries. */
  language: Language;
}

export interface MailText {
  subject: string;
  body: string;
}

/** Where an invoice goes: the customer's invoice address, else its general one; the CC as given. */
export const invoiceRecipients = (customer: { invoiceEmail: string | null; emailAddress: string | null; emailCc: string | null }) => {
  const to = customer.invoiceEmail?.trim() || customer.emailAddress?.trim() || null;
  return to ? { to, cc: customer.emailCc?.trim() || null } : null;
};

/** The e-mail carrying an invoice (or a credit note) as a PDF, with the documents it also carries. */
export const invoiceMail = (invoice: MailInvoice, seller: string, documents: string[] = []): MailText => {
  const { t, f } = invoiceWords(invoice.language);
  const values = { number: invoice.number, seller, amount: f.money(invoice.total, invoice.currency), dueDate: f.date(invoice.dueDate) };
  return {
    subject: t(`email.subject.${invoice.kind}`, values),
    body: [
      t('email.greeting', { name: invoice.customerName }),
      '',
      t(`email.${invoice.kind}`, values),
      ...(documents.length > 0 ? ['', t('email.attachments'), ...documents.map((line) => `- ${line}`)] : []),
      '',
      t('email.signature', values),
    ].join('\n'),
  };
};

/** The reminder of an overdue invoice, with what is still owed. */
export const reminderMail = (invoice: MailInvoice, owed: number, seller: string): MailText => {
  const { t, f } = invoiceWords(invoice.language);
  const values = { number: invoice.number, seller, amount: f.money(owed, invoice.currency), dueDate: f.date(invoice.dueDate) };
  return {
    subject: t('email.subject.reminder', values),
    body: [
      t('email.greeting', { name: invoice.customerName }),
      '',
      t('email.reminder', values),
      t('email.reminderAttached'),
      '',
      t('email.signature', values),
    ].join('\n'),
  };
};
