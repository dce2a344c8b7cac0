import { officeInstant, officeWallClock } from '@haulage/shared/contracts';
import { RRule } from 'rrule';

const midnight = (date: string): Date => new Date(`${date}T00:00:00Z`);

/**
 * The dates an RRULE gives between two days (both included), from its start to its end. A
 * schedule's dates are calendar days in the office: the rule runs on "floating" UTC midnights, so
 * no daylight-saving change can move a day; times of day come from the template (`shiftInstant`).
 */
export const expandRule = (rrule: string, startsOn: string, endsOn: string | null, from: string, to: string): string[] => {
  const first = from > startsOn ? from : startsOn;
  const last = endsOn !== null && endsOn < to ? endsOn : to;
  if (first > last) return [];
  const rule = new RRule({ ...RRule.parseString(rrule), dtstart: midnight(startsOn) });
  return rule.between(midnight(first), midnight(last), true).map((day) => day.toISOString().slice(0, 10));
};

const DAY = 86_400_000;
const daysBetween = (from: string, to: string): number => Math.round((midnight(to).getTime() - midnight(from).getTime()) / DAY);

/**
 * A template's stop time moved from the template's day to an occurrence's day, keeping the wall
 * clock: 07:00 in January stays 07:00 in June (05:00Z, not 06:00Z). A stop on the template's next
 * day lands on the occurrence's next day.
 */
export const shiftInstant = (instant: string, templateDay: string, occurrenceDay: string): string => {
  const clock = officeWallClock(instant);
  const date = new Date(midnight(occurrenceDay).getTime() + daysBetween(templateDay, clock.date) * DAY).toISOString().slice(0, 10);
  return officeInstant(date, clock.hour, clock.minute, clock.second)!;
};
