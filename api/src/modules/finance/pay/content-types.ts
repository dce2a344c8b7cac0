import { DRIVER_PAYMENT_KINDS, PAY_BASES, PAYSLIP_STATUSES } from '@haulage/shared/contracts';
import { type ContentType, registerContentType } from '../../../content';

const money = { type: 'integer' } as const;
const date = { type: 'date' } as const;
const driver = { type: 'relation', relation: 'manyToOne', target: 'drivers', column: 'driver_id' } as const;

export const payRulesType = registerContentType({
  uid: 'pay-rules',
  table: 'pay_rules',
  attributes: {
    driver,
    validFrom: date,
    validTo: date,
    basis: { type: 'enumeration', enum: PAY_BASES },
    monthlySalary: money,
    hourlyRate: money,
    perKmRate: money,
    perJobRate: money,
    eveningSupplement: money,
    nightSupplement: money,
    weekendSupplement: money,
    holidaySupplement: money,
    dailyHours: { type: 'float' },
    weeklyHours: { type: 'float' },
    overtimeRate: money,
    perDiemFull: money,
    perDiemPartial: money,
  },
} satisfies ContentType);

/** Payslips: what a driver earned in a month. Status and figures move only through commands. */
export const payslipsType = registerContentType({
  uid: 'driver-salaries',
  table: 'payslips',
  singularName: 'payslip',
  path: 'drivers/salaries',
  attributes: {
    driver,
    period: { type: 'string' },
    periodFrom: { type: 'date', readOnly: true },
    periodTo: { type: 'date', readOnly: true },
    status: { type: 'enumeration', enum: PAYSLIP_STATUSES, default: 'open', readOnly: true },
    grossAmount: { ...money, readOnly: true },
    notes: { type: 'text' },
    submittedAt: { type: 'datetime', readOnly: true },
    approvedAt: { type: 'datetime', readOnly: true },
    approvedBy: { type: 'string', readOnly: true },
    paidAt: { type: 'datetime', readOnly: true },
    rejectionReason: { type: 'text', readOnly: true },
  },
} satisfies ContentType);

export const driverPaymentsType = registerContentType({
  uid: 'driver-payments',
  table: 'driver_payments',
  singularName: 'payment',
  path: 'drivers/payments',
  attributes: {
    driver,
    kind: { type: 'enumeration', enum: DRIVER_PAYMENT_KINDS },
    amount: money,
    paymentDate: date,
    reference: { type: 'string' },
  },
} satisfies ContentType);
