import { invoiceMail, invoiceRecipients, reminderMail } from './invoice-mail';

const invoice = { number: 'F2026-00001', kind: 'invoice' as const, customerName: 'Åkeri Söder AB', total: 187_563, dueDate: '2026-04-04' };

describe('invoice e-mail', () => {
  it('goes to the invoice address, else the general one, with the CC', () => {
    expect(invoiceRecipients({ invoiceEmail: 'faktura@k.se', emailAddress: 'info@k.se', emailCc: 'chef@k.se' })).toEqual({
      to: 'faktura@k.se',
      cc: 'chef@k.se',
    });
    expect(invoiceRecipients({ invoiceEmail: ' ', emailAddress: 'info@k.se', emailCc: null })).toEqual({ to: 'info@k.se', cc: null });
    expect(invoiceRecipients({ invoiceEmail: null, emailAddress: null, emailCc: 'chef@k.se' })).toBeNull();
  });

  it('names the invoice, its amount and due date', () => {
    const mail = invoiceMail(invoice, 'Åkeri Norr AB');
    expect(mail.subject).toBe('Faktura F2026-00001 från Åkeri Norr AB');
    expect(mail.body).toContain('faktura F2026-00001 på 1 875,63 kr, att betala senast 2026-04-04');
    expect(invoiceMail({ ...invoice, kind: 'credit_note' }, 'X').subject).toBe('Kreditfaktura F2026-00001 från X');
  });

  it('reminds of what is still owed', () => {
    const mail = reminderMail(invoice, 87_563, 'Åkeri Norr AB');
    expect(mail.subject).toBe('Påminnelse: faktura F2026-00001 från Åkeri Norr AB');
    expect(mail.body).toContain('förföll till betalning 2026-04-04 och 875,63 kr återstår');
  });
});
