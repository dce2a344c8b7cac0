import type { PayBasis, PayDriver, PayLineKind, PayLineSource, PayslipLine, PayUnit } from '@haulage/shared/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/database';
import type { LineDraft, PayRuleRates } from '../model/pay-lines';
import type { PayrollRow } from '../model/payroll-export';
import { officeTime } from '../model/office-clock';
import { DEFAULT_START, type WorkItem } from '../model/work-day';

type Db = Kysely<Database>;
const REPORT_STATUSES = ['completed', 'ready_to_invoice', 'invoiced'];

/** The driver's rule in force on the period's first day (else the latest one starting inside it). */
export const ruleFor = async (db: Db, driverId: number, from: string, to: string): Promise<PayRuleRates | null> => {
  const row = await db
    .selectFrom('pay_rules')
    .selectAll()
    .where('driver_id', '=', driverId)
    .where('valid_from', '<=', to)
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', from)]))
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    basis: row.basis as PayBasis,
    monthlySalary: Number(row.monthly_salary),
    hourlyRate: Number(row.hourly_rate),
    perKmRate: Number(row.per_km_rate),
    perJobRate: Number(row.per_job_rate),
    eveningSupplement: Number(row.evening_supplement),
    nightSupplement: Number(row.night_supplement),
    weekendSupplement: Number(row.weekend_supplement),
    holidaySupplement: Number(row.holiday_supplement),
    dailyHours: Number(row.daily_hours),
    weeklyHours: Number(row.weekly_hours),
    overtimeRate: Number(row.overtime_rate),
    perDiemFull: Number(row.per_diem_full),
    perDiemPartial: Number(row.per_diem_partial),
  };
};

/** The driver's completed jobs of the period that no other payslip has paid yet, with their first stop's time. */
export const workItems = async (db: Db, driverId: number, payslipId: number, from: string, to: string): Promise<WorkItem[]> => {
  const rows = await db
    .selectFrom('jobs as j')
    .select([
      'j.id',
      'j.job_number',
      'j.planned_date',
      'j.hours_actual',
      'j.km_actual',
      'j.km_planned',
      (eb) =>
        eb
          .selectFrom('job_stops as s')
          .select(sql<string | null>`min(s.planned_from)`.as('m'))
          .whereRef('s.job_id', '=', 'j.id')
          .as('starts_at'),
    ])
    .where('j.driver_id', '=', driverId)
    .where('j.kind', '=', 'job')
    .where('j.status', 'in', REPORT_STATUSES)
    .where('j.planned_date', '>=', from)
    .where('j.planned_date', '<=', to)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('payslip_lines as l').select('l.id').whereRef('l.job_id', '=', 'j.id').where('l.payslip_id', '<>', payslipId))),
    )
    .orderBy('j.planned_date')
    .orderBy('j.id')
    .execute();
  return rows.map((r) => ({
    jobId: r.id,
    jobNumber: r.job_number,
    date: r.planned_date!,
    start: r.starts_at ? officeTime(r.starts_at) : DEFAULT_START,
    hours: Number(r.hours_actual ?? 0),
    km: Number(r.km_actual ?? r.km_planned ?? 0),
  }));
};

/** Replaces a payslip's generated lines (manual ones stay) and refreshes its gross amount. */
export const replaceGeneratedLines = async (trx: Db, payslipId: number, lines: readonly LineDraft[]): Promise<void> => {
  await trx.deleteFrom('payslip_lines').where('payslip_id', '=', payslipId).where('source', '<>', 'manual').execute();
  if (lines.length > 0)
    await trx
      .insertInto('payslip_lines')
      .values(
        lines.map((l) => ({
          payslip_id: payslipId,
          source: l.source,
          kind: l.kind,
          job_id: l.jobId,
          work_date: l.date,
          description: l.description,
          quantity: l.quantity,
          unit: l.unit,
          rate: l.rate,
          amount: l.amount,
        })),
      )
      .execute();
  await refreshGross(trx, payslipId);
};

export const addLine = async (trx: Db, payslipId: number, line: LineDraft): Promise<void> => {
  await trx
    .insertInto('payslip_lines')
    .values({
      payslip_id: payslipId,
      source: line.source,
      kind: line.kind,
      job_id: null,
      work_date: null,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      rate: line.rate,
      amount: line.amount,
    })
    .execute();
  await refreshGross(trx, payslipId);
};

/** Removes a manual line of the payslip; false when it has no such line. */
export const removeManualLine = async (trx: Db, payslipId: number, lineId: number): Promise<boolean> => {
  const result = await trx
    .deleteFrom('payslip_lines')
    .where('id', '=', lineId)
    .where('payslip_id', '=', payslipId)
    .where('source', '=', 'manual')
    .executeTakeFirst();
  await refreshGross(trx, payslipId);
  return Number(result.numDeletedRows) > 0;
};

const refreshGross = async (trx: Db, payslipId: number): Promise<void> => {
  const sum = await trx
    .selectFrom('payslip_lines')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('gross'))
    .where('payslip_id', '=', payslipId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('payslips')
    .set({ gross_amount: Number(sum.gross) })
    .where('id', '=', payslipId)
    .execute();
};

/** The lines of payslips, by payslip id, in a stable order. */
export const linesOf = async (db: Db, payslipIds: number[]): Promise<Map<number, PayslipLine[]>> => {
  const byPayslip = new Map<number, PayslipLine[]>();
  if (payslipIds.length === 0) return byPayslip;
  const rows = await db
    .selectFrom('payslip_lines as l')
    .leftJoin('jobs as j', 'j.id', 'l.job_id')
    .select([
      'l.id',
      'l.payslip_id',
      'l.source',
      'l.kind',
      'l.work_date',
      'l.description',
      'l.quantity',
      'l.unit',
      'l.rate',
      'l.amount',
      'j.document_id as job_document_id',
      'j.job_number',
    ])
    .where('l.payslip_id', 'in', payslipIds)
    .orderBy('l.id')
    .execute();
  for (const r of rows) {
    const list = byPayslip.get(r.payslip_id) ?? [];
    list.push({
      id: r.id,
      source: r.source as PayLineSource,
      kind: r.kind as PayLineKind,
      job: r.job_document_id ? { documentId: r.job_document_id, jobNumber: Number(r.job_number) } : null,
      date: r.work_date,
      description: r.description,
      quantity: Number(r.quantity),
      unit: r.unit as PayUnit,
      rate: Number(r.rate),
      amount: Number(r.amount),
    });
    byPayslip.set(r.payslip_id, list);
  }
  return byPayslip;
};

/** Drivers as pay shows them: names and employee numbers, never personal identity numbers. */
export const payDrivers = async (db: Db, ids: number[]): Promise<Map<number, PayDriver>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('drivers')
    .select(['id', 'document_id', 'first_name', 'last_name', 'employee_number'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, documentId: r.document_id, firstName: r.first_name, lastName: r.last_name, employeeNumber: r.employee_number },
    ]),
  );
};

/** Approved and paid payslips' lines of a month with their drivers' identities, for the payroll export only. */
export const payrollRows = async (db: Db, period: string): Promise<PayrollRow[]> => {
  const rows = await db
    .selectFrom('payslip_lines as l')
    .innerJoin('payslips as p', 'p.id', 'l.payslip_id')
    .innerJoin('drivers as d', 'd.id', 'p.driver_id')
    .select([
      'd.employee_number',
      'd.personal_identity_number',
      'd.first_name',
      'd.last_name',
      'p.period',
      'p.period_to',
      'l.kind',
      'l.description',
      'l.work_date',
      'l.quantity',
      'l.unit',
      'l.rate',
      'l.amount',
    ])
    .where('p.period', '=', period)
    .where('p.status', 'in', ['approved', 'paid'])
    .orderBy('d.employee_number')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    employeeNumber: r.employee_number,
    personalIdentityNumber: r.personal_identity_number,
    firstName: r.first_name,
    lastName: r.last_name,
    period: r.period,
    periodTo: r.period_to,
    kind: r.kind as PayLineKind,
    description: r.description,
    date: r.work_date,
    quantity: Number(r.quantity),
    unit: r.unit as PayUnit,
    rate: Number(r.rate),
    amount: Number(r.amount),
  }));
};
