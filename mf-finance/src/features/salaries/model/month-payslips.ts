import type { PayslipMonthMeta } from '@haulage/shared/contracts';

/** What the office is told after making a month's payslips. */
export const monthPayslipsSummary = (period: string, meta: PayslipMonthMeta): string => {
  if (meta.created === 0) return `Every driver with a pay rule already has a payslip for ${period}`;
  return `${meta.created} ${meta.created === 1 ? 'payslip' : 'payslips'} made for ${period}`;
};

/** The drivers who got no payslip, named so a pay rule can be added for them. */
export const withoutRuleText = (period: string, meta: PayslipMonthMeta): string | null => {
  if (meta.withoutRule.length === 0) return null;
  const names = meta.withoutRule.map((driver) => driver.name).join(', ');
  const count = meta.withoutRule.length;
  return `${count} ${count === 1 ? 'driver has' : 'drivers have'} no pay rule for ${period} and got no payslip: ${names}`;
};
