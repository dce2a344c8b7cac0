import { payrollCsv, payrollPaxml, type PayrollRow } from './payroll-export';

const row = (over: Partial<PayrollRow> = {}): PayrollRow => ({
  employeeNumber: 'E1001',
  personalIdentityNumber: '811218-9876',
  firstName: 'Åsa',
  lastName: 'Berg & Söner',
  period: '2026-12',
  periodTo: '2026-12-31',
  kind: 'ob_holiday',
  description: 'Job 10001: Holiday supplement',
  date: '2026-12-25',
  quantity: 6,
  unit: 'h',
  rate: 11_250,
  amount: 67_500,
  ...over,
});

describe('payroll export', () => {
  it('writes CSV for Swedish Excel with the pay type code', () => {
    const csv = payrollCsv([
      row(),
      row({ kind: 'manual', description: 'Tools; gloves', quantity: 1.5, rate: -1_000, amount: -1_500, date: null }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFemployee number;personal identity number;')).toBe(true);
    expect(lines[1]).toBe(
      'E1001;811218-9876;Berg & Söner;Åsa;2026-12;314;ob_holiday;Job 10001: Holiday supplement;2026-12-25;6;h;112,50;675,00',
    );
    expect(lines[2]).toBe('E1001;811218-9876;Berg & Söner;Åsa;2026-12;900;manual;"Tools; gloves";;1,5;h;-10,00;-15,00');
  });

  it('writes PAXml 2.0 with each employee once and escaped text', () => {
    const paxml = payrollPaxml([row(), row({ kind: 'hours', rate: 18_500, amount: 111_000 })], '2027-01-02T08:00:00.000Z');
    expect(paxml).toContain('<version>2.0</version>');
    expect(paxml).toContain('<datum>2027-01-02T08:00:00</datum>');
    expect(paxml.match(/<person /g)).toHaveLength(1);
    expect(paxml).toContain('<person anstid="E1001" persnr="811218-9876">');
    expect(paxml).toContain('<efternamn>Berg &amp; Söner</efternamn>');
    expect(paxml).toContain(
      '<lonart>314</lonart>\n      <benamning>Job 10001: Holiday supplement</benamning>\n      <datum>2026-12-25</datum>\n      <antal>6.00</antal>\n      <apris>112.50</apris>\n      <belopp>675.00</belopp>',
    );
    expect(paxml.match(/<lonetrans /g)).toHaveLength(2);
  });
});
