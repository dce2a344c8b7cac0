import { monthRange, payslipActions } from './payslip-actions';

describe('payslip moves', () => {
  it('follows open → submitted → approved → paid, a submitted one may be rejected', () => {
    expect(payslipActions('open')).toEqual(['submit']);
    expect(payslipActions('submitted')).toEqual(['approve', 'reject']);
    expect(payslipActions('approved')).toEqual(['pay']);
    expect(payslipActions('paid')).toEqual([]);
  });

  it('knows the last day of a month, February of a leap year included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-10')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});
