import { z } from 'zod';
import { enumOf, isoDate, optionalText, relationRef, requiredText, wholeNumber } from '../fields';
import type { Driver } from '../fleet/driver';
import type { Truck } from '../fleet/truck';
import type { Entry } from '../strapi';
import type { Job } from './job-entry';

/** What happens to an occurrence falling on a Swedish public holiday (domain model §B3, Opter). */
export const HOLIDAY_POLICIES = ['generate', 'skip', 'previous_workday', 'next_workday'] as const;
export type HolidayPolicy = (typeof HOLIDAY_POLICIES)[number];
export const HOLIDAY_POLICY_LABELS: Record<HolidayPolicy, string> = {
  generate: 'Generate anyway',
  skip: 'Skip the day',
  previous_workday: 'Move to the previous workday',
  next_workday: 'Move to the next workday',
};

export const SCHEDULE_STATUSES = ['active', 'paused', 'ended'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const OCCURRENCE_STATUSES = ['scheduled', 'generated', 'skipped', 'cancelled'] as const;
export type OccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/** The rules the form builds: weekly on days every N weeks, monthly on a date or an n-th weekday. */
export type RuleParts =
  | { frequency: 'weekly'; interval: number; weekdays: Weekday[] }
  | { frequency: 'monthly'; interval: number; monthDay: number }
  | { frequency: 'monthly'; interval: number; position: number; weekday: Weekday };

/** RuleParts → an RFC 5545 RRULE value (`FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE`). */
export const buildRrule = (parts: RuleParts): string => {
  const head = `FREQ=${parts.frequency.toUpperCase()};INTERVAL=${parts.interval}`;
  if (parts.frequency === 'weekly') return `${head};BYDAY=${parts.weekdays.join(',')}`;
  if ('monthDay' in parts) return `${head};BYMONTHDAY=${parts.monthDay}`;
  return `${head};BYDAY=${parts.position}${parts.weekday}`;
};

/** The form's parts of an RRULE this product writes; null for anything else. */
export const parseRrule = (rrule: string): RuleParts | null => {
  const fields = Object.fromEntries(rrule.split(';').map((pair) => pair.split('=') as [string, string]));
  const interval = Number(fields.INTERVAL ?? 1);
  const keys = Object.keys(fields).filter((key) => key !== 'FREQ' && key !== 'INTERVAL');
  if (!Number.isInteger(interval) || interval < 1 || interval > 52 || keys.length !== 1) return null;
  if (fields.FREQ === 'WEEKLY' && fields.BYDAY) {
    const weekdays = fields.BYDAY.split(',');
    if (weekdays.length === 0 || !weekdays.every((day) => (WEEKDAYS as readonly string[]).includes(day))) return null;
    return { frequency: 'weekly', interval, weekdays: weekdays as Weekday[] };
  }
  if (fields.FREQ !== 'MONTHLY') return null;
  if (fields.BYMONTHDAY) {
    const monthDay = Number(fields.BYMONTHDAY);
    return Number.isInteger(monthDay) && monthDay >= 1 && monthDay <= 31 ? { frequency: 'monthly', interval, monthDay } : null;
  }
  const nth = /^(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)$/.exec(fields.BYDAY ?? '');
  return nth ? { frequency: 'monthly', interval, position: Number(nth[1]), weekday: nth[2] as Weekday } : null;
};

const rrule = z
  .string({ error: 'Rule must be an RRULE value such as FREQ=WEEKLY;BYDAY=MO' })
  .trim()
  .max(200, 'Rule is at most 200 characters')
  .refine((value) => parseRrule(value) !== null, {
    message: 'Rule must be weekly on chosen days (every 1–52 weeks) or monthly on a date or an n-th weekday',
  });

const scheduleFields = {
  name: requiredText('Name', 120),
  templateJob: relationRef,
  rrule,
  startsOn: isoDate('Starts on'),
  endsOn: isoDate('Ends on').nullish(),
  holidayPolicy: enumOf('Holiday policy', HOLIDAY_POLICIES).default('skip'),
  truck: relationRef.nullish(),
  driver: relationRef.nullish(),
  horizonWeeks: wholeNumber('Horizon (weeks)', 1, 26).nullish(),
};

const endsAfterStart = (value: { startsOn?: string; endsOn?: string | null }) =>
  !value.startsOn || !value.endsOn || value.endsOn >= value.startsOn;
const endsMessage = { message: 'Ends on cannot be before starts on', path: ['endsOn'] };

/** POST /api/recurring-schedules. A schedule starts active; pause, resume and end are commands. */
export const recurringScheduleInputSchema = z.object(scheduleFields).refine(endsAfterStart, endsMessage);
export type RecurringScheduleInput = z.input<typeof recurringScheduleInputSchema>;

/** PUT /api/recurring-schedules/:id: partial; only future, not yet planned occurrences follow. */
export const recurringScheduleUpdateSchema = z
  .object({ ...scheduleFields, holidayPolicy: enumOf('Holiday policy', HOLIDAY_POLICIES) })
  .partial()
  .refine(endsAfterStart, endsMessage);

/** POST /api/recurring-schedules/:id/skip: one day of the rule (its rule date) not to make, or to unmake. */
export const occurrenceSkipSchema = z.object({ date: isoDate('Date'), reason: optionalText('Reason', 200) });
export type OccurrenceSkipInput = z.input<typeof occurrenceSkipSchema>;

/** One day of GET /api/recurring-schedules/:id/preview. */
export interface OccurrencePreview {
  date: string;
  plannedDate: string | null;
  status: OccurrenceStatus;
  reason: string | null;
  job: { documentId: string; jobNumber: number; status: string } | null;
}

/** GET /api/recurring-schedules (`populate=templateJob,truck,driver`). */
export interface RecurringSchedule extends Entry {
  name: string;
  status: ScheduleStatus;
  rrule: string;
  timezone: string;
  startsOn: string;
  endsOn: string | null;
  holidayPolicy: HolidayPolicy;
  horizonWeeks: number | null;
  lastMaterializedAt: string | null;
  templateJob?: Job | null;
  truck?: Truck | null;
  driver?: Driver | null;
}
