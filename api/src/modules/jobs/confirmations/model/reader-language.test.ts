import { readerLanguage, textedContact } from './reader-language';

describe('readerLanguage', () => {
  it('asks a contact in their own language, else their customer’s, else Swedish', () => {
    expect(readerLanguage({ recipientType: 'customer_contact', contact: 'en', customer: 'sv' })).toBe('en');
    expect(readerLanguage({ recipientType: 'customer_contact', contact: null, customer: 'en' })).toBe('en');
    expect(readerLanguage({ recipientType: 'customer_contact', contact: 'xx', customer: null })).toBe('sv');
  });

  it('asks a driver in the product’s default, whatever the customer reads', () => {
    expect(readerLanguage({ recipientType: 'driver', contact: 'en', customer: 'en' })).toBe('sv');
  });
});

describe('textedContact', () => {
  const sigrid = { id: 1, phone: '+46701234567', name: 'Sigrid Åkesson', language: 'en' };
  const bo = { id: 2, phone: '+46701234567', name: 'Bo Ek', language: 'sv' };
  const other = { id: 3, phone: '+46709999999', name: 'Sigrid Åkesson', language: null };

  it('finds the contact by the number and name the link was sent to', () => {
    expect(textedContact([bo, sigrid, other], { phone: '+46701234567', recipientName: 'Sigrid Åkesson' }, 2)).toBe(sigrid);
  });

  it('takes the job’s contact at that number when the name has changed since, else any contact at it', () => {
    expect(textedContact([sigrid, bo], { phone: '+46701234567', recipientName: 'Sigrid Lund' }, 2)).toBe(bo);
    expect(textedContact([sigrid, bo], { phone: '+46701234567', recipientName: null }, null)).toBe(sigrid);
  });

  it('finds nobody when no contact has the number any more', () => {
    expect(textedContact([other], { phone: '+46701234567', recipientName: 'Sigrid Åkesson' }, 3)).toBeNull();
  });
});
