import { lineVatRate, vatIssueProblem, vatTreatmentOf } from './vat';

describe('VAT per the customer’s Fortnox VAT type', () => {
  it('charges 25 % Swedish VAT to SEVAT and to EU buyers without a VAT registration', () => {
    expect(vatTreatmentOf('SEVAT')).toEqual({ rate: 25, reverseCharge: false, legalText: null, needsBuyerVatNumber: false });
    expect(vatTreatmentOf('EUVAT').rate).toBe(25);
  });

  it('puts 0 % and "Omvänd betalningsskyldighet" on reverse-charge invoices, which need the buyer’s VAT number', () => {
    expect(vatTreatmentOf('EUREVERSEDVAT')).toEqual({
      rate: 0,
      reverseCharge: true,
      legalText: 'Omvänd betalningsskyldighet',
      needsBuyerVatNumber: true,
    });
    expect(vatTreatmentOf('SEREVERSEDVAT').legalText).toBe('Omvänd betalningsskyldighet');
    expect(vatIssueProblem(vatTreatmentOf('EUREVERSEDVAT'), null, 'SE556677889901')).toBe(
      'A reverse-charge invoice needs the customer’s VAT number',
    );
    expect(vatIssueProblem(vatTreatmentOf('EUREVERSEDVAT'), 'DE123456789', 'SE556677889901')).toBeNull();
  });

  it('invoices export at 0 % with the export text and no VAT numbers needed', () => {
    expect(vatTreatmentOf('EXPORT')).toMatchObject({ rate: 0, reverseCharge: false, legalText: expect.stringContaining('Export') });
    expect(vatIssueProblem(vatTreatmentOf('EXPORT'), null, 'SE556677889901')).toBeNull();
  });

  it('lets a line override the rate only with a reason', () => {
    const swedish = vatTreatmentOf('SEVAT');
    expect(lineVatRate(swedish)).toEqual({ ok: true, rate: 25, reason: null });
    expect(lineVatRate(swedish, { vatRate: 25, vatReason: 'ignored' })).toEqual({ ok: true, rate: 25, reason: null });
    expect(lineVatRate(swedish, { vatRate: 6 })).toEqual({ ok: false, message: 'Please give the reason for 6 % VAT instead of 25 %' });
    expect(lineVatRate(swedish, { vatRate: 6, vatReason: '  Passenger transport ' })).toEqual({
      ok: true,
      rate: 6,
      reason: 'Passenger transport',
    });
  });
});
