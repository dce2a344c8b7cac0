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

const wall = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the office's wall clock: its date and time of day. */
export const officeWallClock = (instant: string): { date: string; hour: number; minute: number; second: number } => {
  const p = Object.fromEntries(wall.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute), second: Number(p.second) };
};

const DAY = 86_400_000;
const daysBetween = (from: string, to: string): number => Math.round((midnight(to).getTime() - midnight(from).getTime()) / DAY);
const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Stockholm', timeZoneName: 'longOffset' });
const pad = (n: number): string => String(n).padStart(2, '0');

const officeOffsetMinutes = (time: number): number => {
  const name = offsetName.formatToParts(new Date(time)).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name) ?? [];
  return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
};

/**
 * A template's stop time moved from the template's day to an occurrence's day, keeping the wall
 * clock: 07:00 in January stays 07:00 in June (05:00Z, not 06:00Z). A stop on the template's next
 * day lands on the occurrence's next day.
 */
export const shiftInstant = (instant: string, templateDay: string, occurrenceDay: string): string => {
  const clock = officeWallClock(instant);
  const date = new Date(midnight(occurrenceDay).getTime() + daysBetween(templateDay, clock.date) * DAY).toISOString().slice(0, 10);
  const asUtc = Date.parse(`${date}T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}Z`);
  // The offset at the wall time read as UTC is right except within hours of a change: look again.
  const offset = officeOffsetMinutes(asUtc - officeOffsetMinutes(asUtc) * 60_000);
  return new Date(asUtc - offset * 60_000).toISOString();
};
