import { z } from 'zod';
import { enumOf, isoDate, optionalDate, optionalText, relationRef, requiredText, wholeNumber } from '../fields';
import type { Entry } from '../strapi';

/**
 * Driver pay. Money is in öre (integers); rates are öre per unit. Personal identity numbers are
 * never part of these shapes: only the payroll export carries them.
 *
 * GET/POST /api/pay-rules, GET/PUT/DELETE /api/pay-rules/:documentId            (`pay-rules`)
 * GET /api/drivers/salaries?period=YYYY-MM&filters[driver]=…&filters[status]=…  (`driver-salaries`)
 * POST /api/drivers/salaries {data:{driver, period}} generates a driver's payslip for a month
 * GET/PUT /api/drivers/salaries/:documentId (PUT {data:{notes}}), POST …/:documentId/regenerate
 * POST /api/drivers/salaries/:documentId/add-line {data: manual line}, POST …/remove-line {data:{line}}
 * POST /api/drivers/salaries/:documentId/{submit|approve|reject|pay}  (reject: {data:{reason}})
 * GET /api/drivers/salaries/export?period=YYYY-MM&format=csv|paxml    (approved and paid payslips)
 * GET/POST /api/drivers/payments, GET/PUT/DELETE /api/drivers/payments/:documentId (`driver-payments`)
 */
export const PAY_BASES = ['monthly', 'hourly'] as const;
export type PayBasis = (typeof PAY_BASES)[number];

const money = (label: string) => wholeNumber(label, 0, 100_000_000);

/** Every part of a pay rule but its driver and validity; a part left out is 0 (hours: 8 a day, 40 a week). */
const payRuleParts = {
  basis: enumOf('Pay basis', PAY_BASES),
  /** Öre per month when the basis is monthly. */
  monthlySalary: money('Monthly salary'),
  /** Öre per hour when the basis is hourly. */
  hourlyRate: money('Hourly rate'),
  perKmRate: money('Rate per km'),
  perJobRate: money('Rate per job'),
  /** Inconvenient-hours supplements (OB), öre per hour inside the band. */
  eveningSupplement: money('Evening supplement'),
  nightSupplement: money('Night supplement'),
  weekendSupplement: money('Weekend supplement'),
  holidaySupplement: money('Holiday supplement'),
  /** Overtime beyond these hours per day and per week (0 = no limit), paid at overtimeRate öre per hour. */
  dailyHours: z
    .number({ error: 'Daily hours must be a number' })
    .min(0, 'Daily hours must be at least 0')
    .max(24, 'Daily hours must be at most 24'),
  weeklyHours: z
    .number({ error: 'Weekly hours must be a number' })
    .min(0, 'Weekly hours must be at least 0')
    .max(168, 'Weekly hours must be at most 168'),
  overtimeRate: money('Overtime rate'),
  /** Per-diem (traktamente), öre per full or partial day away. */
  perDiemFull: money('Full-day allowance'),
  perDiemPartial: money('Partial-day allowance'),
};

export const PAY_RULE_DEFAULTS = {
  monthlySalary: 0,
  hourlyRate: 0,
  perKmRate: 0,
  perJobRate: 0,
  eveningSupplement: 0,
  nightSupplement: 0,
  weekendSupplement: 0,
  holidaySupplement: 0,
  dailyHours: 8,
  weeklyHours: 40,
  overtimeRate: 0,
  perDiemFull: 0,
  perDiemPartial: 0,
} as const;

const payRuleObject = z.object({
  driver: relationRef,
  validFrom: isoDate('Valid from'),
  validTo: optionalDate('Valid to'),
  ...payRuleParts,
});
const validToAfterFrom = (v: { validFrom?: string; validTo?: string | null }) => !v.validTo || !v.validFrom || v.validTo >= v.validFrom;
const validToMessage = { message: 'Valid to cannot be before valid from', path: ['validTo'] };

export const payRuleInputSchema = payRuleObject
  .partial(Object.fromEntries(Object.keys(PAY_RULE_DEFAULTS).map((k) => [k, true])) as { [K in keyof typeof PAY_RULE_DEFAULTS]: true })
  .refine(validToAfterFrom, validToMessage);
export const payRuleUpdateSchema = payRuleObject.partial().refine(validToAfterFrom, validToMessage);
export type PayRuleInput = z.input<typeof payRuleInputSchema>;

/** The figures pay is computed from. */
export type PayRuleValues = { basis: PayBasis } & { [K in keyof typeof PAY_RULE_DEFAULTS]: number };

export interface PayRule extends Entry, PayRuleValues {
  validFrom: string;
  validTo: string | null;
  driver?: PayDriver | null;
}

/** A driver as pay shows one: never the personal identity number. */
export interface PayDriver {
  id: number;
  documentId: string;
  firstName: string;
  lastName: string;
  employeeNumber: string;
}

export const PAYSLIP_STATUSES = ['open', 'submitted', 'approved', 'paid'] as const;
export type PayslipStatus = (typeof PAYSLIP_STATUSES)[number];
export const PAYSLIP_ACTIONS = ['submit', 'approve', 'reject', 'pay'] as const;
export type PayslipAction = (typeof PAYSLIP_ACTIONS)[number];

export const PAY_LINE_SOURCES = ['job', 'manual', 'allowance', 'supplement'] as const;
export type PayLineSource = (typeof PAY_LINE_SOURCES)[number];

/** What a line pays for; a job is paid at most once per kind across payslips. */
export const PAY_LINE_KINDS = [
  'salary',
  'hours',
  'km',
  'job',
  'ob_evening',
  'ob_night',
  'ob_weekend',
  'ob_holiday',
  'overtime',
  'per_diem_full',
  'per_diem_partial',
  'manual',
] as const;
export type PayLineKind = (typeof PAY_LINE_KINDS)[number];

export const PAY_UNITS = ['month', 'h', 'km', 'job', 'day', 'pcs'] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const payPeriod = z.string({ error: 'Period must be a month (YYYY-MM)' }).regex(PERIOD_PATTERN, 'Period must be a month (YYYY-MM)');

export const payslipCreateSchema = z.object({ driver: relationRef, period: payPeriod });
/** `POST /api/drivers/salaries/month`: the month's payslips for every driver with a pay rule and none yet. */
export const payslipMonthSchema = z.object({ period: payPeriod });

/** What making a month's payslips answers beside the new payslips. */
export interface PayslipMonthMeta {
  created: number;
  /** Drivers without a pay rule for the month, who got no payslip. */
  withoutRule: { documentId: string; name: string }[];
}
export const payslipUpdateSchema = z.object({ notes: optionalText('Notes', 1000) });
export const payslipRejectSchema = z.object({ reason: requiredText('a reason', 500) });

/** A manual line: amount = round(quantity × rate); a deduction has a negative rate. */
export const manualLineSchema = z.object({
  description: requiredText('a description', 200),
  quantity: z.number({ error: 'Quantity must be a number' }).min(0).max(10_000),
  unit: enumOf('Unit', PAY_UNITS).default('pcs'),
  rate: wholeNumber('Rate', -100_000_000, 100_000_000),
});
export type ManualLineInput = z.input<typeof manualLineSchema>;

export interface PayslipLine {
  id: number;
  source: PayLineSource;
  kind: PayLineKind;
  job: { documentId: string; jobNumber: number } | null;
  /** The work date the line belongs to (job lines), else null. */
  date: string | null;
  description: string;
  quantity: number;
  unit: PayUnit;
  rate: number;
  amount: number;
}

export interface Payslip extends Entry {
  period: string;
  periodFrom: string;
  periodTo: string;
  status: PayslipStatus;
  /** Σ line amounts, öre. */
  grossAmount: number;
  notes: string | null;
  submittedAt: string | null;
  approvedAt: string | null;
  approvedBy: string | null;
  paidAt: string | null;
  rejectionReason: string | null;
  driver?: PayDriver | null;
  /** Present on the single payslip (GET /api/drivers/salaries/:documentId). */
  lines?: PayslipLine[];
}

export const DRIVER_PAYMENT_KINDS = ['advance', 'payout'] as const;
export type DriverPaymentKind = (typeof DRIVER_PAYMENT_KINDS)[number];

export const driverPaymentInputSchema = z.object({
  driver: relationRef,
  kind: enumOf('Payment kind', DRIVER_PAYMENT_KINDS),
  amount: wholeNumber('Amount', 1, 100_000_000),
  paymentDate: isoDate('Payment date'),
  reference: optionalText('Reference', 80),
});
export type DriverPaymentInput = z.input<typeof driverPaymentInputSchema>;

export interface DriverPayment extends Entry {
  kind: DriverPaymentKind;
  amount: number;
  paymentDate: string;
  reference: string | null;
  driver?: PayDriver | null;
}

export const PAYROLL_EXPORT_FORMATS = ['csv', 'paxml'] as const;
export type PayrollExportFormat = (typeof PAYROLL_EXPORT_FORMATS)[number];
