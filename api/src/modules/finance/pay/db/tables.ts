import type { ColumnType, Generated } from 'kysely';
import type { BigNumber, EntryColumns } from '../../../../db/database';

/** A money column with a default of 0 (öre): optional on insert. */
type Money = ColumnType<number, number | undefined, number>;

/** Pay's tables (migrations.ts builds them). Money columns are öre. */
export interface PayRuleTable extends EntryColumns {
  driver_id: number;
  valid_from: string;
  valid_to: string | null;
  basis: string;
  monthly_salary: Money;
  hourly_rate: Money;
  per_km_rate: Money;
  per_job_rate: Money;
  evening_supplement: Money;
  night_supplement: Money;
  weekend_supplement: Money;
  holiday_supplement: Money;
  daily_hours: Generated<number>;
  weekly_hours: Generated<number>;
  overtime_rate: Money;
  per_diem_full: Money;
  per_diem_partial: Money;
}

export interface PayslipTable extends EntryColumns {
  driver_id: number;
  period: string;
  period_from: string;
  period_to: string;
  status: Generated<string>;
  gross_amount: ColumnType<number, number | undefined, number>;
  notes: string | null;
  submitted_at: string | null;
  approved_at: string | null;
  approved_by: string | null;
  paid_at: string | null;
  rejection_reason: string | null;
}

export interface PayslipLineTable {
  id: Generated<number>;
  payslip_id: number;
  source: string;
  kind: string;
  job_id: number | null;
  work_date: string | null;
  description: string;
  quantity: number;
  unit: string;
  rate: BigNumber;
  amount: BigNumber;
}

export interface DriverPaymentTable extends EntryColumns {
  driver_id: number;
  kind: string;
  amount: BigNumber;
  payment_date: string;
  reference: string | null;
}

declare module '../../../../db/database' {
  interface Database {
    pay_rules: PayRuleTable;
    payslips: PayslipTable;
    payslip_lines: PayslipLineTable;
    driver_payments: DriverPaymentTable;
  }
}
