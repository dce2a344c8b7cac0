import { seInvoice } from './fixtures';
import { invoiceCsv } from './invoice-csv';
import { DEFAULT_SALES_ACCOUNTS } from './sales-accounts';

describe('invoice CSV', () => {
  const text = invoiceCsv([seInvoice()], DEFAULT_SALES_ACCOUNTS);

  it('starts with a BOM so Excel reads UTF-8, and ends every row with CR LF', () => {
    expect(text.startsWith('\uFEFFinvoiceNumber;kind;')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes one row per invoice line under a header, amounts with a decimal comma', () => {
    expect(text.slice(1).split('\r\n')).toEqual([
      'invoiceNumber;kind;invoiceDate;dueDate;customer;organizationNumber;vatType;currency;jobNumber;description;quantity;unit;unitPrice;vatRate;amount;account;invoiceTotal',
      '2026-0001;invoice;2026-03-05;2026-04-04;Åkeri Söder AB;556677-8899;SEVAT;SEK;101;"Frakt Göteborg–Malmö; ""express""";1;st;1000,00;25;1000,00;3010;1875,63',
      '2026-0001;invoice;2026-03-05;2026-04-04;Åkeri Söder AB;556677-8899;SEVAT;SEK;102;Väntetid;1,5;h;333,67;25;500,50;3010;1875,63',
      '',
    ]);
  });

  it('writes a header only when there is nothing to export', () => {
    expect(invoiceCsv([], DEFAULT_SALES_ACCOUNTS).split('\r\n')).toHaveLength(2);
  });

  it('keeps a credit note’s negative amounts numbers and defuses a customer named as a formula', () => {
    const credit = { ...seInvoice(), kind: 'credit_note' as const, customerName: '-2+3', total: -5 };
    const row = invoiceCsv([credit], DEFAULT_SALES_ACCOUNTS).slice(1).split('\r\n')[2]!.split(';');
    expect(row[4]).toBe(`"'-2+3"`);
    expect(row[16]).toBe('-0,05');
  });
});
