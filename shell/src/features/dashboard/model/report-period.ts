import { addDays, firstOfMonth, lastOfMonth, monthOf, shiftMonth } from './calendar-month';

export const REPORT_PERIODS = ['this_month', 'last_month', 'this_year', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_year: 'This year',
  custom: 'Custom dates',
};

export interface DateRange {
  from: string;
  to: string;
}

/** The longest range the report answers (GET /api/jobs/report refuses more). */
export const MAX_REPORT_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a custom range cannot be reported, or null when it can. */
export const customRangeProblem = ({ from, to }: DateRange): string | null => {
  if (!DATE.test(from) || !DATE.test(to)) return 'Choose both the first and the last day';
  if (to < from) return 'The last day cannot be before the first';
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_REPORT_DAYS) return `Choose at most ${MAX_REPORT_DAYS} days`;
  return null;
};

/** The days a period covers, seen from `today`; a custom period is taken as given. */
export const periodRange = (period: ReportPeriod, today: string, custom: DateRange): DateRange => {
  const month = monthOf(today);
  switch (period) {
    case 'this_month':
      return { from: firstOfMonth(month), to: lastOfMonth(month) };
    case 'last_month': {
      const last = shiftMonth(month, -1);
      return { from: firstOfMonth(last), to: lastOfMonth(last) };
    }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'custom':
      return custom;
  }
};

/** A custom range starts as the last 30 days, a useful step from the fixed periods. */
export const defaultCustomRange = (today: string): DateRange => ({ from: addDays(today, -29), to: today });
