import { invoiceActions } from './invoice-actions';

describe('invoice actions by state', () => {
  it('offers finalise and delete on a draft only', () => {
    expect(invoiceActions({ status: 'draft', kind: 'invoice', balance: 1000 })).toEqual(['finalise', 'delete']);
  });

  it('offers the PDF, e-mail, a payment and a credit on an unpaid issued invoice', () => {
    expect(invoiceActions({ status: 'issued', kind: 'invoice', balance: 1000 })).toEqual(['pdf', 'send', 'payment', 'credit']);
  });

  it('takes no payment once paid in full, and only the PDF on a credit note or a credited invoice', () => {
    expect(invoiceActions({ status: 'paid', kind: 'invoice', balance: 0 })).toEqual(['pdf', 'credit']);
    expect(invoiceActions({ status: 'issued', kind: 'credit_note', balance: -1000 })).toEqual(['pdf']);
    expect(invoiceActions({ status: 'credited', kind: 'invoice', balance: 0 })).toEqual(['pdf']);
  });
});
