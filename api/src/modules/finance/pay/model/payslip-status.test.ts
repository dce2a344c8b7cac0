import { isEditable, payslipTransition } from './payslip-status';

describe('payslip status machine', () => {
  it('moves open → submitted → approved → paid', () => {
    expect(payslipTransition('open', 'submit')).toEqual({ to: 'submitted' });
    expect(payslipTransition('submitted', 'approve')).toEqual({ to: 'approved' });
    expect(payslipTransition('approved', 'pay')).toEqual({ to: 'paid' });
  });

  it('sends a rejected payslip back to open', () => {
    expect(payslipTransition('submitted', 'reject')).toEqual({ to: 'open' });
  });

  it('refuses skipped or repeated steps with a reason', () => {
    expect(payslipTransition('open', 'approve')).toEqual({ error: 'Cannot approve a payslip that is open' });
    expect(payslipTransition('approved', 'reject')).toEqual({ error: 'Cannot reject a payslip that is approved' });
    expect(payslipTransition('paid', 'pay')).toEqual({ error: 'Cannot pay a payslip that is paid' });
    expect(payslipTransition('submitted', 'submit')).toEqual({ error: 'Cannot submit a payslip that is submitted' });
  });

  it('locks everything but open payslips', () => {
    expect(isEditable('open')).toBe(true);
    expect(['submitted', 'approved', 'paid'].map((s) => isEditable(s as 'paid'))).toEqual([false, false, false]);
  });
});
