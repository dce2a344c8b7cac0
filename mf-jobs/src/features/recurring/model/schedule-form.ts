import {
  buildRrule,
  type HolidayPolicy,
  parseRrule,
  type RecurringSchedule,
  type RecurringScheduleInput,
  type RuleParts,
  type Weekday,
} from '@haulage/shared/contracts';

export type RuleKind = 'weekly' | 'monthly_date' | 'monthly_weekday';

/** What the schedule form holds: a string per input, the weekdays as a list. */
export interface ScheduleFormValues {
  name: string;
  templateJob: string;
  kind: RuleKind;
  interval: string;
  weekdays: Weekday[];
  monthDay: string;
  position: string;
  weekday: Weekday;
  startsOn: string;
  endsOn: string;
  holidayPolicy: HolidayPolicy;
  truck: string;
  driver: string;
  horizonWeeks: string;
}

export const SCHEDULE_FORM_FIELDS: readonly (keyof ScheduleFormValues)[] = [
  'name',
  'templateJob',
  'interval',
  'weekdays',
  'startsOn',
  'endsOn',
  'holidayPolicy',
  'truck',
  'driver',
  'horizonWeeks',
];

export const emptyScheduleForm = (today: string): ScheduleFormValues => ({
  name: '',
  templateJob: '',
  kind: 'weekly',
  interval: '1',
  weekdays: ['MO'],
  monthDay: '1',
  position: '1',
  weekday: 'MO',
  startsOn: today,
  endsOn: '',
  holidayPolicy: 'skip',
  truck: '',
  driver: '',
  horizonWeeks: '',
});

const partsOf = (values: ScheduleFormValues): RuleParts => {
  const interval = Number(values.interval);
  if (values.kind === 'weekly') return { frequency: 'weekly', interval, weekdays: values.weekdays };
  if (values.kind === 'monthly_date') return { frequency: 'monthly', interval, monthDay: Number(values.monthDay) };
  return { frequency: 'monthly', interval, position: Number(values.position), weekday: values.weekday };
};

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The body's `data`: the rule builder's choices as one RRULE; cleared fields are null. */
export const toSchedulePayload = (values: ScheduleFormValues): RecurringScheduleInput => ({
  name: values.name.trim(),
  templateJob: values.templateJob,
  rrule: buildRrule(partsOf(values)),
  startsOn: values.startsOn,
  endsOn: blankToNull(values.endsOn),
  holidayPolicy: values.holidayPolicy,
  truck: blankToNull(values.truck),
  driver: blankToNull(values.driver),
  horizonWeeks: values.horizonWeeks.trim() === '' ? null : Number(values.horizonWeeks),
});

export const scheduleToForm = (schedule: RecurringSchedule): ScheduleFormValues => {
  const base = emptyScheduleForm(schedule.startsOn);
  const parts = parseRrule(schedule.rrule);
  const rule: Partial<ScheduleFormValues> = !parts
    ? {}
    : parts.frequency === 'weekly'
      ? { kind: 'weekly', weekdays: parts.weekdays }
      : 'monthDay' in parts
        ? { kind: 'monthly_date', monthDay: String(parts.monthDay) }
        : { kind: 'monthly_weekday', position: String(parts.position), weekday: parts.weekday };
  return {
    ...base,
    ...rule,
    interval: String(parts?.interval ?? 1),
    name: schedule.name,
    templateJob: schedule.templateJob?.documentId ?? '',
    endsOn: schedule.endsOn ?? '',
    holidayPolicy: schedule.holidayPolicy,
    truck: schedule.truck?.documentId ?? '',
    driver: schedule.driver?.documentId ?? '',
    horizonWeeks: schedule.horizonWeeks == null ? '' : String(schedule.horizonWeeks),
  };
};

/** The rule's problems on the builder's own inputs (the schema reports them on `rrule`). */
export const ruleProblems = (payload: RecurringScheduleInput): { path: string; message: string }[] => {
  if (parseRrule(payload.rrule) !== null) return [];
  if (payload.rrule.endsWith('BYDAY=')) return [{ path: 'weekdays', message: 'Choose at least one day' }];
  return [{ path: 'interval', message: 'Repeat every 1 to 52 weeks or months, on a day of the month from 1 to 31' }];
};
