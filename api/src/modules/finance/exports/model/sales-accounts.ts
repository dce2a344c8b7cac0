import type { VatRate, VatType } from '@haulage/shared/contracts';

/**
 * The ledger accounts an invoice is booked on (BAS chart): receivables, sales per VAT type (and
 * per rate for Swedish VAT) and output VAT per rate. Every one can be changed in the settings
 * (INVOICE_ACCOUNT_*), because charts differ between companies.
 */
export interface SalesAccounts {
  receivable: string;
  salesSe25: string;
  salesSe12: string;
  salesSe6: string;
  salesSeExempt: string;
  salesSeReverse: string;
  salesEuReverse: string;
  salesExport: string;
  vat25: string;
  vat12: string;
  vat6: string;
}

export const DEFAULT_SALES_ACCOUNTS: SalesAccounts = {
  receivable: '1510',
  salesSe25: '3010',
  salesSe12: '3002',
  salesSe6: '3003',
  salesSeExempt: '3004',
  salesSeReverse: '3231',
  salesEuReverse: '3308',
  salesExport: '3305',
  vat25: '2611',
  vat12: '2621',
  vat6: '2631',
};

export const ACCOUNT_NAMES: Record<keyof SalesAccounts, string> = {
  receivable: 'Kundfordringar',
  salesSe25: 'Försäljning tjänster inom Sverige, 25 % moms',
  salesSe12: 'Försäljning inom Sverige, 12 % moms',
  salesSe6: 'Försäljning inom Sverige, 6 % moms',
  salesSeExempt: 'Försäljning inom Sverige, momsfri',
  salesSeReverse: 'Försäljning byggtjänster, omvänd skattskyldighet',
  salesEuReverse: 'Försäljning tjänster till annat EU-land',
  salesExport: 'Försäljning tjänster till land utanför EU',
  vat25: 'Utgående moms försäljning inom Sverige, 25 %',
  vat12: 'Utgående moms försäljning inom Sverige, 12 %',
  vat6: 'Utgående moms försäljning inom Sverige, 6 %',
};

/** salesSe25 → INVOICE_ACCOUNT_SALES_SE25, vat25 → INVOICE_ACCOUNT_VAT25. */
export const accountSetting = (key: keyof SalesAccounts): string =>
  `INVOICE_ACCOUNT_${key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;

/** The settings' accounts: INVOICE_ACCOUNT_RECEIVABLE, INVOICE_ACCOUNT_SALES_SE25, …; four digits each. */
export const parseSalesAccounts = (env: NodeJS.ProcessEnv): SalesAccounts => {
  const accounts = { ...DEFAULT_SALES_ACCOUNTS };
  for (const key of Object.keys(accounts) as (keyof SalesAccounts)[]) {
    const name = accountSetting(key);
    const value = env[name]?.trim();
    if (!value) continue;
    if (!/^\d{4}$/.test(value)) throw new Error(`${name} must be a four-digit account (it is "${value}")`);
    accounts[key] = value;
  }
  return accounts;
};

/** The sales account of a line: by the customer's VAT type, and for Swedish VAT by the line's rate. */
export const salesAccountKey = (vatType: VatType, vatRate: VatRate): keyof SalesAccounts => {
  if (vatType === 'EUREVERSEDVAT') return 'salesEuReverse';
  if (vatType === 'EXPORT') return 'salesExport';
  if (vatType === 'SEREVERSEDVAT') return 'salesSeReverse';
  return ({ 25: 'salesSe25', 12: 'salesSe12', 6: 'salesSe6', 0: 'salesSeExempt' } as const)[vatRate];
};

/** The output VAT account of a rate; 0 % has none. */
export const vatAccountKey = (vatRate: VatRate): keyof SalesAccounts | null =>
  (({ 25: 'vat25', 12: 'vat12', 6: 'vat6', 0: null }) as const)[vatRate];
