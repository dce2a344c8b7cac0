import type { PayLineKind, PayLineSource, PayRuleValues, PayUnit } from '@haulage/shared/contracts';
import { OB_BANDS, bandHours, type ObBand } from './pay-bands';
import { overtimeHours, perDiemDays, round2, workDays, type WorkItem } from './work-day';

/** A payslip line before it is stored. */
export interface LineDraft {
  source: PayLineSource;
  kind: PayLineKind;
  jobId: number | null;
  date: string | null;
  description: string;
  quantity: number;
  unit: PayUnit;
  /** Öre per unit. */
  rate: number;
  /** Öre, rounded to whole öre. */
  amount: number;
}

export type PayRuleRates = PayRuleValues;

const BAND_RATE: Record<ObBand, keyof PayRuleRates> = {
  ob_holiday: 'holidaySupplement',
  ob_weekend: 'weekendSupplement',
  ob_night: 'nightSupplement',
  ob_evening: 'eveningSupplement',
};
const BAND_NAME: Record<ObBand, string> = {
  ob_holiday: 'Holiday supplement',
  ob_weekend: 'Weekend supplement',
  ob_night: 'Night supplement',
  ob_evening: 'Evening supplement',
};

/** quantity × rate in whole öre (half away from zero, as payroll systems round). */
export const amountOf = (quantity: number, rate: number): number => Math.sign(quantity * rate) * Math.round(Math.abs(quantity * rate));

const line = (draft: Omit<LineDraft, 'amount'>): LineDraft => ({ ...draft, amount: amountOf(draft.quantity, draft.rate) });

/** The lines one job earns: hours, km, the job part and its OB supplements. Zero rates give no line. */
const jobLines = (rule: PayRuleRates, job: WorkItem): LineDraft[] => {
  const base = { jobId: job.jobId, date: job.date };
  const name = `Job ${job.jobNumber}`;
  const lines: LineDraft[] = [];
  if (rule.basis === 'hourly' && rule.hourlyRate > 0 && job.hours > 0)
    lines.push(
      line({ ...base, source: 'job', kind: 'hours', description: `${name}: hours`, quantity: job.hours, unit: 'h', rate: rule.hourlyRate }),
    );
  if (rule.perKmRate > 0 && job.km > 0)
    lines.push(
      line({ ...base, source: 'job', kind: 'km', description: `${name}: km`, quantity: job.km, unit: 'km', rate: rule.perKmRate }),
    );
  if (rule.perJobRate > 0)
    lines.push(line({ ...base, source: 'job', kind: 'job', description: name, quantity: 1, unit: 'job', rate: rule.perJobRate }));
  const bands = bandHours(job.date, job.start, job.hours);
  for (const band of OB_BANDS) {
    const rate = rule[BAND_RATE[band]] as number;
    if (rate > 0 && bands[band] > 0)
      lines.push(
        line({
          ...base,
          source: 'supplement',
          kind: band,
          description: `${name}: ${BAND_NAME[band]}`,
          quantity: bands[band],
          unit: 'h',
          rate,
        }),
      );
  }
  return lines;
};

/**
 * Every generated line of a driver's month under one pay rule: the monthly salary, each job's
 * lines, overtime and per-diem days. Manual lines are added by people, not here.
 */
export const payLines = (rule: PayRuleRates, work: readonly WorkItem[], period: string): LineDraft[] => {
  const lines: LineDraft[] = [];
  const none = { jobId: null, date: null };
  if (rule.basis === 'monthly' && rule.monthlySalary > 0)
    lines.push(
      line({
        ...none,
        source: 'job',
        kind: 'salary',
        description: `Monthly salary ${period}`,
        quantity: 1,
        unit: 'month',
        rate: rule.monthlySalary,
      }),
    );
  for (const job of work) lines.push(...jobLines(rule, job));
  const days = workDays(work);
  const overtime = overtimeHours(days, rule.dailyHours, rule.weeklyHours);
  if (rule.overtimeRate > 0 && overtime > 0)
    lines.push(
      line({
        ...none,
        source: 'supplement',
        kind: 'overtime',
        description: 'Overtime',
        quantity: overtime,
        unit: 'h',
        rate: rule.overtimeRate,
      }),
    );
  const perDiem = perDiemDays(days);
  if (rule.perDiemFull > 0 && perDiem.full.length > 0)
    lines.push(
      line({
        ...none,
        source: 'allowance',
        kind: 'per_diem_full',
        description: 'Per-diem, full days',
        quantity: perDiem.full.length,
        unit: 'day',
        rate: rule.perDiemFull,
      }),
    );
  if (rule.perDiemPartial > 0 && perDiem.partial.length > 0)
    lines.push(
      line({
        ...none,
        source: 'allowance',
        kind: 'per_diem_partial',
        description: 'Per-diem, partial days',
        quantity: perDiem.partial.length,
        unit: 'day',
        rate: rule.perDiemPartial,
      }),
    );
  return lines;
};

/** Σ amounts, öre. */
export const grossOf = (lines: readonly Pick<LineDraft, 'amount'>[]): number => lines.reduce((sum, l) => sum + l.amount, 0);

export { round2 };
