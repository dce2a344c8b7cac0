import { decodeCp437 } from './cp437';
import { seInvoice } from './fixtures';
import { DEFAULT_SALES_ACCOUNTS } from './sales-accounts';
import { sie4File, sie4Text, sieAmount, sieText, type SieFileHead } from './sie4';
import { salesVoucher } from './sie-vouchers';

const head: SieFileHead = {
  program: 'Haulage',
  version: '1.0',
  generatedOn: '2026-04-01',
  generatedBy: 'Eva Ek',
  companyName: 'Åkeri Norr AB',
  organizationNumber: '556000-0001',
  fiscalYear: { from: '2026-01-01', to: '2026-12-31' },
  series: 'F',
  accountNames: {
    '1510': 'Kundfordringar',
    '2611': 'Utgående moms 25 %',
    '3010': 'Försäljning',
    '3308': 'Försäljning EU',
    '3305': 'Export',
  },
};

const credit = seInvoice({
  id: 2,
  number: 'K2026-0001',
  kind: 'credit_note',
  invoiceDate: '2026-03-20',
  subtotal: -50_050,
  vatTotal: -12_513,
  total: -62_563,
  vatBreakdown: [{ rate: 25, base: -50_050, vat: -12_513 }],
  lines: [{ jobNumber: 102, description: 'Kredit väntetid', quantity: -1.5, unit: 'h', unitPrice: 33_367, vatRate: 25, amount: -50_050 }],
});

const euInvoice = seInvoice({
  id: 3,
  number: '2026-0002',
  customerName: 'Spedition GmbH',
  vatType: 'EUREVERSEDVAT',
  subtotal: 200_000,
  vatTotal: 0,
  total: 200_000,
  vatBreakdown: [{ rate: 0, base: 200_000, vat: 0 }],
  lines: [{ jobNumber: 103, description: 'Frakt Hamburg', quantity: 1, unit: 'st', unitPrice: 200_000, vatRate: 0, amount: 200_000 }],
});

describe('SIE 4I file of sales vouchers', () => {
  const vouchers = [seInvoice(), credit, euInvoice].map((i) => salesVoucher(i, DEFAULT_SALES_ACCOUNTS));

  it('is written line by line as the format prescribes, with balanced vouchers and a reversed credit note', () => {
    expect(sie4Text(head, vouchers).split('\r\n')).toEqual([
      '#FLAGGA 0',
      '#PROGRAM "Haulage" "1.0"',
      '#FORMAT PC8',
      '#GEN 20260401 "Eva Ek"',
      '#SIETYP 4',
      '#ORGNR 556000-0001',
      '#FNAMN "Åkeri Norr AB"',
      '#RAR 0 20260101 20261231',
      '#KPTYP BAS2014',
      '#KONTO 1510 "Kundfordringar"',
      '#KONTO 2611 "Utgående moms 25 %"',
      '#KONTO 3010 "Försäljning"',
      '#KONTO 3308 "Försäljning EU"',
      '#VER "F" "" 20260305 "Faktura 2026-0001 Åkeri Söder AB"',
      '{',
      '   #TRANS 1510 {} 1875.63',
      '   #TRANS 2611 {} -375.13',
      '   #TRANS 3010 {} -1500.50',
      '}',
      '#VER "F" "" 20260320 "Kreditfaktura K2026-0001 Åkeri Söder AB"',
      '{',
      '   #TRANS 1510 {} -625.63',
      '   #TRANS 2611 {} 125.13',
      '   #TRANS 3010 {} 500.50',
      '}',
      '#VER "F" "" 20260305 "Faktura 2026-0002 Spedition GmbH"',
      '{',
      '   #TRANS 1510 {} 2000.00',
      '   #TRANS 3308 {} -2000.00',
      '}',
      '',
    ]);
  });

  it('books export sales on the export account without VAT', () => {
    const voucher = salesVoucher({ ...euInvoice, vatType: 'EXPORT' }, DEFAULT_SALES_ACCOUNTS);
    expect(voucher.transactions).toEqual([
      { account: '1510', amount: 200_000 },
      { account: '3305', amount: -200_000 },
    ]);
  });

  it('makes every voucher sum to zero', () => {
    for (const v of vouchers) expect(v.transactions.reduce((s, t) => s + t.amount, 0)).toBe(0);
  });

  it('refuses an invoice whose total differs from its lines and VAT', () => {
    expect(() => salesVoucher(seInvoice({ total: 187_564 }), DEFAULT_SALES_ACCOUNTS)).toThrow('does not balance');
  });

  it('encodes the file in PC8 (code page 437), so å is byte 0x86', () => {
    const bytes = sie4File(head, vouchers);
    expect(bytes.includes(Buffer.from([0x8f, 0x6b, 0x65, 0x72, 0x69]))).toBe(true); // "Åkeri"
    expect(decodeCp437(bytes)).toBe(sie4Text(head, vouchers));
  });

  it('writes amounts with a point and two decimals, and quotes text safely', () => {
    expect(sieAmount(5)).toBe('0.05');
    expect(sieAmount(-123_456)).toBe('-1234.56');
    expect(sieText('Say "hi"\nnow')).toBe('"Say \\"hi\\" now"');
  });
});
