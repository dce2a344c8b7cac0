import type { PayslipAction, PayslipStatus } from '@haulage/shared/contracts';

/** The moves of the payslip machine from each state: open → submitted → approved → paid; a rejection of a submitted one reopens it. */
export const payslipActions = (status: PayslipStatus): PayslipAction[] => {
  if (status === 'open') return ['submit'];
  if (status === 'submitted') return ['approve', 'reject'];
  if (status === 'approved') return ['pay'];
  return [];
};

export const PAYSLIP_ACTION_LABELS: Record<PayslipAction, string> = {
  submit: 'Submit',
  approve: 'Approve',
  reject: 'Reject',
  pay: 'Mark paid',
};

/** "2026-10" → the month's first and last day, for the payments of the same period. */
export const monthRange = (period: string): { from: string; to: string } => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
};
