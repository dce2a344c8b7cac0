import { accountSetting, DEFAULT_SALES_ACCOUNTS, parseSalesAccounts, salesAccountKey, vatAccountKey } from './sales-accounts';

describe('sales accounts', () => {
  it('names each setting after its account', () => {
    expect(accountSetting('salesSe25')).toBe('INVOICE_ACCOUNT_SALES_SE25');
    expect(accountSetting('salesEuReverse')).toBe('INVOICE_ACCOUNT_SALES_EU_REVERSE');
    expect(accountSetting('vat25')).toBe('INVOICE_ACCOUNT_VAT25');
  });

  it('takes the BAS defaults and the settings that change them', () => {
    expect(parseSalesAccounts({})).toEqual(DEFAULT_SALES_ACCOUNTS);
    expect(parseSalesAccounts({ INVOICE_ACCOUNT_SALES_SE25: '3001' }).salesSe25).toBe('3001');
  });

  it('refuses an account that is not four digits', () => {
    expect(() => parseSalesAccounts({ INVOICE_ACCOUNT_RECEIVABLE: '15a0' })).toThrow(
      'INVOICE_ACCOUNT_RECEIVABLE must be a four-digit account',
    );
  });

  it('books a line by VAT type, and Swedish VAT by rate', () => {
    expect(salesAccountKey('SEVAT', 25)).toBe('salesSe25');
    expect(salesAccountKey('SEVAT', 6)).toBe('salesSe6');
    expect(salesAccountKey('EUVAT', 25)).toBe('salesSe25');
    expect(salesAccountKey('EUREVERSEDVAT', 0)).toBe('salesEuReverse');
    expect(salesAccountKey('EXPORT', 0)).toBe('salesExport');
    expect(salesAccountKey('SEREVERSEDVAT', 0)).toBe('salesSeReverse');
    expect(vatAccountKey(25)).toBe('vat25');
    expect(vatAccountKey(0)).toBeNull();
  });
});
