import { customerInputSchema, customerRules } from './customer';
import { customerContactInputSchema } from './contact';

const base = { companyName: 'Bergkvist Åkeri AB', organizationNumber: '556036-0793', emailAddress: 'info@bergkvist.se' };

const messages = (input: unknown) => {
  const result = customerInputSchema.safeParse(input);
  return result.success
    ? customerRules(result.data).map((p) => `${p.path}: ${p.message}`)
    : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('customer input', () => {
  it('fills the Swedish defaults', () => {
    expect(customerInputSchema.parse(base)).toMatchObject({
      currency: 'SEK',
      countryCode: 'SE',
      vatType: 'SEVAT',
      paymentTermsDays: 30,
      invoiceDelivery: 'email',
      customerStatus: 'active',
      paymentType: 'invoice',
    });
    expect(messages(base)).toEqual([]);
  });

  it('names the field and what is wrong', () => {
    expect(messages({ ...base, emailAddress: 'info@' })).toEqual(['emailAddress: info@ is not an e-mail address']);
    expect(messages({ ...base, ibanNumber: 'SE45 5000 0000 0583 9825 7467' })).toEqual([
      'ibanNumber: IBAN SE45 5000 0000 0583 9825 7467 has wrong check digits',
    ]);
    expect(messages({ ...base, emailCC: 'a@b.se, nope' })).toEqual(['emailCC: nope is not an e-mail address']);
    expect(messages({ ...base, paymentTermsDays: 150 })).toEqual(['paymentTermsDays: Payment terms must be at most 120']);
    expect(messages({ ...base, currency: 'XYZ' })).toEqual(['currency: Currency must be one of: SEK, EUR, NOK, DKK, USD, GBP']);
    expect(messages({ ...base, companyName: ' ' })).toEqual(['companyName: Please enter the company name']);
  });

  it('checks the organisation number of a Swedish customer only', () => {
    expect(messages({ ...base, organizationNumber: '556036-0792' })).toEqual([
      'organizationNumber: Organisation number 556036-0792 has a wrong check digit',
    ]);
    expect(messages({ ...base, organizationNumber: null })).toEqual([
      'organizationNumber: Please enter the organisation number of a Swedish customer',
    ]);
    expect(messages({ ...base, countryCode: 'DE', organizationNumber: 'HRB 12345', vatType: 'EUVAT' })).toEqual([]);
  });

  it('validates the payment number by the payment type', () => {
    expect(messages({ ...base, paymentType: 'bankgiro', paymentNumber: '5050-1055' })).toEqual([]);
    expect(messages({ ...base, paymentType: 'bankgiro', paymentNumber: '5050-1056' })).toEqual([
      'paymentNumber: Bankgiro number 5050-1056 has a wrong check digit',
    ]);
    expect(messages({ ...base, paymentType: 'plusgiro', paymentNumber: '4 12 34-5' })).toEqual([
      'paymentNumber: Plusgiro number 4 12 34-5 has a wrong check digit',
    ]);
    expect(messages({ ...base, paymentType: 'bankgiro' })).toEqual(['paymentNumber: Please enter the bankgiro number']);
    expect(messages({ ...base, paymentType: 'iban' })).toEqual(['ibanNumber: Please enter the IBAN when the payment type is IBAN']);
  });

  it('needs a VAT number for reverse charge and an address for e-mailed invoices', () => {
    expect(messages({ ...base, countryCode: 'DE', organizationNumber: null, vatType: 'EUREVERSEDVAT' })).toEqual([
      'vatNumber: Reverse charge needs the customer\u2019s VAT number',
    ]);
    expect(messages({ ...base, countryCode: 'DE', vatType: 'EUREVERSEDVAT', vatNumber: 'DE123456789' })).toEqual([]);
    expect(messages({ ...base, emailAddress: null })).toEqual([
      'invoiceEmail: Invoices by e-mail need an invoice e-mail or the company e-mail address',
    ]);
    expect(messages({ ...base, emailAddress: null, invoiceDelivery: 'print' })).toEqual([]);
  });

  it('matches a Swedish VAT number to the organisation number', () => {
    expect(messages({ ...base, vatNumber: 'SE556036079301' })).toEqual([]);
    expect(messages({ ...base, vatNumber: 'SE556012579001' })).toEqual([
      'vatNumber: VAT number of organisation number 556036-0793 is SE556036079301',
    ]);
  });
});

describe('contact input', () => {
  it('needs names and checks e-mail and phone', () => {
    expect(customerContactInputSchema.parse({ customer: 'abc', firstName: 'Åsa', lastName: 'Lind' })).toMatchObject({
      role: 'booking',
      smsConsent: false,
    });
    const result = customerContactInputSchema.safeParse({
      customer: 'abc',
      firstName: '',
      lastName: 'Lind',
      phoneNumber: 'x',
      role: 'boss',
    });
    expect(result.success ? [] : result.error.issues.map((i) => i.path.join('.'))).toEqual(['firstName', 'phoneNumber', 'role']);
  });
});

describe('update schemas', () => {
  it('do not fill defaults, so a PUT of one field keeps the others', async () => {
    const { customerUpdateSchema } = await import('./customer');
    expect(customerUpdateSchema.parse({ companyAddress: 'Ringögatan 1' })).toEqual({ companyAddress: 'Ringögatan 1' });
    expect(customerUpdateSchema.safeParse({ emailAddress: 'x' }).success).toBe(false);
  });
});
