import { addDays, type HolidayPolicy, holidayOn, isWorkday } from '@haulage/shared/contracts';

export type PolicyOutcome =
  { status: 'scheduled'; date: string; plannedDate: string; reason: string | null } | { status: 'skipped'; date: string; reason: string };

// A fortnight covers the longest run of days off (Christmas to Epiphany) with room to spare.
const SEARCH_DAYS = 14;

const nearestWorkday = (date: string, step: 1 | -1): string => {
  for (let i = 1; i <= SEARCH_DAYS; i += 1) {
    const day = addDays(date, i * step);
    if (isWorkday(day)) return day;
  }
  return date;
};

/**
 * A rule's date under the schedule's holiday policy. Only holidays move or drop a date: a rule
 * that asks for Saturdays means Saturdays. A moved occurrence keeps its rule date as its key.
 */
export const applyHolidayPolicy = (date: string, policy: HolidayPolicy): PolicyOutcome => {
  const holiday = holidayOn(date);
  if (holiday === null || policy === 'generate') return { status: 'scheduled', date, plannedDate: date, reason: holiday };
  if (policy === 'skip') return { status: 'skipped', date, reason: holiday };
  const plannedDate = nearestWorkday(date, policy === 'next_workday' ? 1 : -1);
  return { status: 'scheduled', date, plannedDate, reason: `${holiday}: moved to ${plannedDate}` };
};
