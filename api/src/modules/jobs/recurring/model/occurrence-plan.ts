import type { HolidayPolicy } from '@haulage/shared/contracts';
import { applyHolidayPolicy, type PolicyOutcome } from './holiday-policy';
import { expandRule } from './rule-expansion';

export interface ScheduleRule {
  rrule: string;
  startsOn: string;
  endsOn: string | null;
  holidayPolicy: HolidayPolicy;
}

// A rule asks for at most one day a day; a cap keeps one request's work bounded whatever it says.
export const MAX_OCCURRENCES = 400;

/** The occurrences a schedule has from one day to another: each rule date under the holiday policy. */
export const planOccurrences = (rule: ScheduleRule, from: string, to: string): PolicyOutcome[] =>
  expandRule(rule.rrule, rule.startsOn, rule.endsOn, from, to)
    .slice(0, MAX_OCCURRENCES)
    .map((date) => applyHolidayPolicy(date, rule.holidayPolicy));

/** The last day a horizon of whole weeks reaches from today. */
export const horizonEnd = (today: string, weeks: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
