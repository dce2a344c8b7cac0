import type { ExportInvoice } from './export-invoice';
import { salesAccountKey, vatAccountKey, type SalesAccounts } from './sales-accounts';

/** One #TRANS row: debit positive, credit negative, in öre. */
export interface SieTransaction {
  account: string;
  amount: number;
}

export interface SieVoucher {
  date: string;
  text: string;
  transactions: SieTransaction[];
}

/**
 * An invoice as a sales voucher: debit receivables with the total, credit sales per account with
 * the line amounts and output VAT per rate with the VAT. A credit note's amounts are negative, so
 * the same rule reverses the original. Refuses an unbalanced voucher rather than writing one.
 */
export const salesVoucher = (invoice: ExportInvoice, accounts: SalesAccounts): SieVoucher => {
  const credits = new Map<string, number>();
  const add = (account: string, amount: number) => credits.set(account, (credits.get(account) ?? 0) + amount);
  for (const line of invoice.lines) add(accounts[salesAccountKey(invoice.vatType, line.vatRate)], line.amount);
  for (const row of invoice.vatBreakdown) {
    const key = vatAccountKey(row.rate);
    if (key && row.vat !== 0) add(accounts[key], row.vat);
  }
  const transactions: SieTransaction[] = [{ account: accounts.receivable, amount: invoice.total }];
  for (const [account, amount] of [...credits.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (amount !== 0) transactions.push({ account, amount: -amount });
  }
  const balance = transactions.reduce((sum, t) => sum + t.amount, 0);
  if (balance !== 0)
    throw new Error(`Invoice ${invoice.number} does not balance (${balance} öre): its lines and VAT differ from its total`);
  const what = invoice.kind === 'credit_note' ? 'Kreditfaktura' : 'Faktura';
  return { date: invoice.invoiceDate, text: `${what} ${invoice.number} ${invoice.customerName}`, transactions };
};
