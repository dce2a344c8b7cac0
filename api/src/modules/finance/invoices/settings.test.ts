import { bankgiroProblem, ibanProblem, organisationNumberProblem, vatNumberProblem } from '@haulage/shared/contracts';
import { parseInvoiceSettings } from './settings';

describe('the demo seller', () => {
  const { seller, demo } = parseInvoiceSettings({}, 'Haulage');

  it('is used when SELLER_ORG_NUMBER is unset', () => {
    expect(demo).toBe(true);
    expect(seller.name).toBe('Haulage Demo AB');
  });

  it('has an organisation number, VAT number, bankgiro and IBAN that pass the checks customers get', () => {
    expect(organisationNumberProblem(seller.organizationNumber)).toBeNull();
    expect(vatNumberProblem(seller.vatNumber)).toBeNull();
    expect(bankgiroProblem(seller.bankgiro!)).toBeNull();
    expect(ibanProblem(seller.iban!)).toBeNull();
  });

  it('gives way to a configured seller, who gets no demo payment details', () => {
    const own = parseInvoiceSettings({ SELLER_ORG_NUMBER: '556036-0793' }, 'Åkeri AB');
    expect(own.demo).toBe(false);
    expect(own.seller).toMatchObject({ organizationNumber: '556036-0793', bankgiro: null, iban: null });
  });
});
