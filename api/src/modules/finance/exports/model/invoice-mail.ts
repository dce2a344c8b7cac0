import { formatMoney } from '@haulage/shared/format';

export interface MailInvoice {
  number: string;
  kind: 'invoice' | 'credit_note';
  customerName: string;
  total: number;
  dueDate: string;
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

/** The e-mail carrying an invoice (or a credit note) as a PDF. */
export const invoiceMail = (invoice: MailInvoice, seller: string, documents: string[] = []): MailText => {
  const what = invoice.kind === 'credit_note' ? 'Kreditfaktura' : 'Faktura';
  return {
    subject: `${what} ${invoice.number} från ${seller}`,
    body: [
      `Hej ${invoice.customerName},`,
      '',
      invoice.kind === 'credit_note'
        ? `Bifogat finns kreditfaktura ${invoice.number} på ${formatMoney(invoice.total, { ore: true })}.`
        : `Bifogat finns faktura ${invoice.number} på ${formatMoney(invoice.total, { ore: true })}, att betala senast ${invoice.dueDate}.`,
      ...(documents.length > 0 ? ['', 'Bilagor:', ...documents.map((line) => `- ${line}`)] : []),
      '',
      'Med vänliga hälsningar',
      seller,
    ].join('\n'),
  };
};

/** The reminder of an overdue invoice, with what is still owed. */
export const reminderMail = (invoice: MailInvoice, owed: number, seller: string): MailText => ({
  subject: `Påminnelse: faktura ${invoice.number} från ${seller}`,
  body: [
    `Hej ${invoice.customerName},`,
    '',
    `Faktura ${invoice.number} förföll till betalning ${invoice.dueDate} och ${formatMoney(owed, { ore: true })} återstår att betala.`,
    'Fakturan finns bifogad. Har ni redan betalat kan ni bortse från detta meddelande.',
    '',
    'Med vänliga hälsningar',
    seller,
  ].join('\n'),
});
