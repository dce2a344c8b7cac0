import { seInvoice } from './fixtures';
import { fortnoxCustomer, fortnoxInvoice } from './fortnox-mapping';
import { DEFAULT_SALES_ACCOUNTS } from './sales-accounts';

describe('Fortnox mapping', () => {
  it('maps a customer with its Fortnox number and VAT type', () => {
    const customer = {
      companyName: 'Åkeri Söder AB',
      organizationNumber: '556677-8899',
      vatNumber: 'SE556677889901',
      vatType: 'SEVAT',
      countryCode: 'SE',
      address: 'Hamngatan 1',
      invoiceEmail: null,
      emailAddress: 'info@soder.se',
    };
    expect(fortnoxCustomer(customer, '1001')).toEqual({
      CustomerNumber: '1001',
      Name: 'Åkeri Söder AB',
      OrganisationNumber: '556677-8899',
      VATNumber: 'SE556677889901',
      VATType: 'SEVAT',
      CountryCode: 'SE',
      Address1: 'Hamngatan 1',
      Email: 'info@soder.se',
      EmailInvoice: 'info@soder.se',
    });
    expect(fortnoxCustomer(customer, null)).not.toHaveProperty('CustomerNumber');
  });

  it('maps an invoice row by row with prices in kronor, VAT and sales account', () => {
    const mapped = fortnoxInvoice(seInvoice(), '1001', DEFAULT_SALES_ACCOUNTS, null);
    expect(mapped).toMatchObject({
      CustomerNumber: '1001',
      InvoiceDate: '2026-03-05',
      DueDate: '2026-04-04',
      ExternalInvoiceReference1: '2026-0001',
    });
    expect(mapped.InvoiceRows).toEqual([
      { Description: '101 Frakt Göteborg–Malmö; "express"', DeliveredQuantity: 1, Price: 1000, VAT: 25, AccountNumber: 3010 },
      { Description: '102 Väntetid', DeliveredQuantity: 1.5, Price: 333.67, VAT: 25, AccountNumber: 3010 },
    ]);
  });

  it('points a credit note at the credited Fortnox document and books EU sales on their account', () => {
    const credit = fortnoxInvoice(seInvoice({ kind: 'credit_note', vatType: 'EUREVERSEDVAT' }), '1001', DEFAULT_SALES_ACCOUNTS, '77');
    expect(credit.CreditInvoiceReference).toBe('77');
    expect((credit.InvoiceRows as { AccountNumber: number }[])[0]!.AccountNumber).toBe(3308);
  });
});
