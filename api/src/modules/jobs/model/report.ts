import type { ReportGroup } from '@haulage/shared/contracts';
import { csvFile, kronor } from '../../../http/csv';

/** A completed job as the report counts it. */
export interface ReportJob {
  date: string;
  truck: string | null;
  driver: string | null;
  customer: string;
  area: string | null;
  km: number;
  hours: number;
  revenue: number;
}

export interface ReportRow {
  key: string;
  jobs: number;
  km: number;
  hours: number;
  revenue: number;
}

/** ISO week "2026-W09" (weeks start on Monday; week 1 holds the first Thursday). */
export const isoWeek = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - weekday + 3);
  const year = day.getUTCFullYear();
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const week = 1 + Math.round(((day.getTime() - jan4.getTime()) / 86_400_000 - 3 + ((jan4.getUTCDay() + 6) % 7)) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
};

const keyOf = (job: ReportJob, group: ReportGroup): string => {
  if (group === 'day') return job.date;
  if (group === 'week') return isoWeek(job.date);
  if (group === 'month') return job.date.slice(0, 7);
  return job[group] ?? '(none)';
};

const round = (n: number): number => Math.round(n * 100) / 100;

/** Counts, km, hours and revenue (öre) per group, in key order, and the totals. */
export const buildReport = (jobs: ReportJob[], group: ReportGroup): { rows: ReportRow[]; total: Omit<ReportRow, 'key'> } => {
  const rows = new Map<string, ReportRow>();
  for (const job of jobs) {
    const key = keyOf(job, group);
    const row = rows.get(key) ?? { key, jobs: 0, km: 0, hours: 0, revenue: 0 };
    Object.assign(row, {
      jobs: row.jobs + 1,
      km: round(row.km + job.km),
      hours: round(row.hours + job.hours),
      revenue: row.revenue + job.revenue,
    });
    rows.set(key, row);
  }
  const list = [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const total = list.reduce(
    (sum, r) => ({
      jobs: sum.jobs + r.jobs,
      km: round(sum.km + r.km),
      hours: round(sum.hours + r.hours),
      revenue: sum.revenue + r.revenue,
    }),
    { jobs: 0, km: 0, hours: 0, revenue: 0 },
  );
  return { rows: list, total };
};

/** Swedish Excel's CSV: UTF-8 with BOM, `;` separated, decimal commas, revenue in kronor. */
export const reportCsv = (report: ReturnType<typeof buildReport>, group: ReportGroup): string =>
  csvFile(
    [group, 'jobs', 'km', 'hours', 'revenue'],
    [...report.rows, { key: 'Total', ...report.total }].map((r) => [r.key, r.jobs, r.km, r.hours, kronor(r.revenue)]),
  );
