import { monthPayslipsSummary, withoutRuleText } from './month-payslips';

describe("a month's payslips, told to the office", () => {
  it('counts what was made, or says nothing was missing', () => {
    expect(monthPayslipsSummary('2026-10', { created: 1, withoutRule: [] })).toBe('1 payslip made for 2026-10');
    expect(monthPayslipsSummary('2026-10', { created: 12, withoutRule: [] })).toBe('12 payslips made for 2026-10');
    expect(monthPayslipsSummary('2026-10', { created: 0, withoutRule: [] })).toBe(
      'Every driver with a pay rule already has a payslip for 2026-10',
    );
  });

  it('names the drivers who need a pay rule first', () => {
    expect(withoutRuleText('2026-10', { created: 3, withoutRule: [] })).toBeNull();
    expect(
      withoutRuleText('2026-10', {
        created: 3,
        withoutRule: [
          { documentId: 'd1', name: 'Anna Berg' },
          { documentId: 'd2', name: 'Olle Ek' },
        ],
      }),
    ).toBe('2 drivers have no pay rule for 2026-10 and got no payslip: Anna Berg, Olle Ek');
  });
});
