import type { ColumnType, Generated } from 'kysely';
import type { BigNumber, EntryColumns } from '../../../../db/database';

/** Pay's tables (migrations.ts builds them). Money columns are öre. */
export interface PayRuleTable extends EntryColumns {
  driver_id: number;
  valid_from: string;
  valid_to: string | null;
  basis: string;
  monthly_salary: Generated<BigNumber>;
  hourly_rate: Generated<BigNumber>;
  per_km_rate: Generated<BigNumber>;
  per_job_rate: Generated<BigNumber>;
  evening_supplement: Generated<BigNumber>;
  night_supplement: Generated<BigNumber>;
  weekend_supplement: Generated<BigNumber>;
  holiday_supplement: Generated<BigNumber>;
  daily_hours: Generated<number>;
  weekly_hours: Generated<number>;
  overtime_rate: Generated<BigNumber>;
  per_diem_full: Generated<BigNumber>;
  per_diem_partial: Generated<BigNumber>;
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
