import { invoiceMail, invoiceRecipients, reminderMail } from './invoice-mail';

const invoice = {
  number: 'F2026-00001',
  kind: 'invoice' as const,
  customerName: 'Åkeri Söder AB',
  total: 187_563,
  currency: 'SEK',
  dueDate: '2026-04-04',
  language: 'sv' as const,
};
const english = { ...invoice, customerName: 'Thames Freight Ltd', language: 'en' as const };

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
    expect(mail.body).toMatch(/^Hej Åkeri Söder AB,\n/);
    expect(mail.body).toMatch(/Med vänliga hälsningar\nÅkeri Norr AB$/);
    expect(invoiceMail({ ...invoice, kind: 'credit_note' }, 'X').subject).toBe('Kreditfaktura F2026-00001 från X');
  });

  it('writes an English customer’s e-mail in English, the amount in its currency and the date in their form', () => {
    const mail = invoiceMail({ ...english, currency: 'EUR' }, 'Åkeri Norr AB', ['Consignment note (CMR) for job 10007']);
    expect(mail.subject).toBe('Invoice F2026-00001 from Åkeri Norr AB');
    expect(mail.body).toBe(
      [
        'Hello Thames Freight Ltd,',
        '',
        'Please find attached invoice F2026-00001 for EUR 1,875.63, due for payment by 4 Apr 2026.',
        '',
        'Attachments:',
        '- Consignment note (CMR) for job 10007',
        '',
        'Kind regards',
        'Åkeri Norr AB',
      ].join('\n'),
    );
    const credit = invoiceMail({ ...english, kind: 'credit_note', total: -187_563 }, 'X');
    expect([credit.subject, credit.body]).toEqual([
      'Credit note F2026-00001 from X',
      expect.stringContaining('credit note F2026-00001 for -SEK 1,875.63.'),
    ]);
  });

  it('reminds of what is still owed', () => {
    const mail = reminderMail(invoice, 87_563, 'Åkeri Norr AB');
    expect(mail.subject).toBe('Påminnelse: faktura F2026-00001 från Åkeri Norr AB');
    expect(mail.body).toContain('förföll till betalning 2026-04-04 och 875,63 kr återstår');
  });

  it('reminds an English customer in English', () => {
    const mail = reminderMail(english, 87_563, 'Åkeri Norr AB');
    expect(mail.subject).toBe('Reminder: invoice F2026-00001 from Åkeri Norr AB');
    expect(mail.body).toContain('Invoice F2026-00001 was due for payment on 4 Apr 2026 and SEK 875.63 is still outstanding.');
    expect(mail.body).toContain('If you have already paid, please disregard this message.');
  });
});
