import { calendarMonths, occurrenceText } from './month-calendar';
import { ruleText } from './rule-text';
import { emptyScheduleForm, scheduleToForm, toSchedulePayload } from './schedule-form';

describe('the schedule form', () => {
  it('turns the rule builder into an RRULE and back', () => {
    const values = {
      ...emptyScheduleForm('2026-06-01'),
      name: ' Volvo ',
      templateJob: 't1',
      interval: '2',
      weekdays: ['TU' as const, 'FR' as const],
    };
    const payload = toSchedulePayload(values);
    expect(payload).toMatchObject({
      name: 'Volvo',
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,FR',
      endsOn: null,
      truck: null,
      horizonWeeks: null,
    });
    const monthly = toSchedulePayload({ ...values, kind: 'monthly_weekday', position: '-1', weekday: 'FR' });
    expect(monthly.rrule).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR');
    const back = scheduleToForm({
      id: 1,
      documentId: 's1',
      name: 'Volvo',
      status: 'active',
      rrule: monthly.rrule,
      timezone: 'Europe/Stockholm',
      startsOn: '2026-06-01',
      endsOn: null,
      holidayPolicy: 'skip',
      horizonWeeks: 4,
      lastMaterializedAt: null,
      createdAt: '',
      updatedAt: '',
      publishedAt: '',
    });
    expect(back).toMatchObject({ kind: 'monthly_weekday', position: '-1', weekday: 'FR', interval: '2', horizonWeeks: '4' });
  });

  it('says the rule in words', () => {
    expect(ruleText('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TH')).toBe('Every week on Monday, Thursday');
    expect(ruleText('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15')).toBe('Every 3 months on day 15');
    expect(ruleText('FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR')).toBe('Every month on the last Friday');
  });
});

describe('calendarMonths', () => {
  it('lays the days out Monday first with each day’s occurrence, and says what it is', () => {
    const skipped = { date: '2026-06-19', plannedDate: null, status: 'skipped' as const, reason: 'Midsommarafton', job: null };
    const [june] = calendarMonths([skipped]);
    expect(june!.month).toBe('2026-06');
    // 1 June 2026 is a Monday: no padding before it, five weeks.
    expect(june!.weeks[0]![0]!.date).toBe('2026-06-01');
    expect(june!.weeks).toHaveLength(5);
    expect(june!.weeks[2]![4]!.occurrence).toEqual(skipped);
    expect(occurrenceText(skipped)).toBe('skipped: Midsommarafton');
    expect(
      occurrenceText({
        date: '2026-12-24',
        plannedDate: '2026-12-28',
        status: 'generated',
        reason: null,
        job: { documentId: 'j', jobNumber: 12, status: 'open' },
      }),
    ).toBe('job 12 made, moved to 2026-12-28');
  });
});
