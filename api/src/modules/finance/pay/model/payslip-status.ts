import type { PayslipAction, PayslipStatus } from '@haulage/shared/contracts';

const NEXT: Record<PayslipAction, { from: PayslipStatus; to: PayslipStatus }> = {
  submit: { from: 'open', to: 'submitted' },
  approve: { from: 'submitted', to: 'approved' },
  reject: { from: 'submitted', to: 'open' },
  pay: { from: 'approved', to: 'paid' },
};

/** The status after an action, or a reason why the action is not allowed now. */
export const payslipTransition = (status: PayslipStatus, action: PayslipAction): { to: PayslipStatus } | { error: string } =>
  NEXT[action].from === status ? { to: NEXT[action].to } : { error: `Cannot ${action} a payslip that is ${status}` };

/** Only an open payslip's lines and notes change; approved and paid ones are locked. */
export const isEditable = (status: PayslipStatus): boolean => status === 'open';
