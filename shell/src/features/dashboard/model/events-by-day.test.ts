import type { CalendarEvent } from '@haulage/shared/contracts';
import { agendaDays, eventDays, groupEventsByDay } from './events-by-day';

const event = (overrides: Partial<CalendarEvent>): CalendarEvent => ({
  id: 'job-1',
  kind: 'job',
  subject: 'Job 1',
  startsAt: '2026-11-23',
  endsAt: null,
  allDay: true,
  ref: 'jobs/1',
  ...overrides,
});

const subjectsByDay = (map: Map<string, CalendarEvent[]>) => [...map].map(([day, list]) => [day, list.map((e) => e.subject)]);

describe('events by day', () => {
  it('puts a timed event on its day in the office, not in UTC', () => {
    expect(eventDays({ startsAt: '2026-11-23T23:30:00.000Z', endsAt: null, allDay: false })).toEqual({
      first: '2026-11-24',
      last: '2026-11-24',
    });
  });

  it('spreads an event over the days it covers, clipped to the range', () => {
    const trip = event({ id: 'event-1', kind: 'custom', subject: 'Trade fair', startsAt: '2026-11-29', endsAt: '2026-12-02' });
    expect(subjectsByDay(groupEventsByDay([trip], '2026-11-30', '2026-12-06'))).toEqual([
      ['2026-11-30', ['Trade fair']],
      ['2026-12-01', ['Trade fair']],
      ['2026-12-02', ['Trade fair']],
    ]);
  });

  it('ends an evening that runs to midnight on the same day', () => {
    expect(eventDays({ startsAt: '2026-11-23T17:00:00.000Z', endsAt: '2026-11-23T23:00:00.000Z', allDay: false })).toEqual({
      first: '2026-11-23',
      last: '2026-11-23',
    });
  });

  it('orders a day: all-day first, then by time, own events before jobs, job numbers in number order', () => {
    const events = [
      event({ id: 'job-b', subject: 'Job 100 – Skogsbolaget (completed)' }),
      event({ id: 'job-a', subject: 'Job 99 – Mälarfrakt (planned)' }),
      event({ id: 'event-2', kind: 'custom', subject: 'Afternoon call', startsAt: '2026-11-23T14:00:00.000Z', allDay: false }),
      event({ id: 'event-1', kind: 'custom', subject: 'Morning briefing', startsAt: '2026-11-23T06:00:00.000Z', allDay: false }),
      event({ id: 'truck-1', kind: 'inspection_due', subject: 'Roadworthiness inspection due: ABC123' }),
    ];
    expect(subjectsByDay(groupEventsByDay(events, '2026-11-01', '2026-11-30'))).toEqual([
      [
        '2026-11-23',
        [
          'Roadworthiness inspection due: ABC123',
          'Job 99 – Mälarfrakt (planned)',
          'Job 100 – Skogsbolaget (completed)',
          'Morning briefing',
          'Afternoon call',
        ],
      ],
    ]);
  });

  it('lists the days in date order and leaves out what falls outside the range', () => {
    const events = [event({ subject: 'Late', startsAt: '2026-11-25' }), event({ subject: 'Early', startsAt: '2026-11-20' })];
    expect(subjectsByDay(groupEventsByDay(events, '2026-11-21', '2026-11-30'))).toEqual([['2026-11-25', ['Late']]]);
    expect(subjectsByDay(groupEventsByDay(events, '2026-11-01', '2026-11-30'))).toEqual([
      ['2026-11-20', ['Early']],
      ['2026-11-25', ['Late']],
    ]);
  });

  it('opens the agenda of the current month at today, with the days already past folded away', () => {
    const days = groupEventsByDay(
      ['2026-10-30', '2026-11-02', '2026-11-20', '2026-11-23', '2026-11-25'].map((startsAt) => event({ id: startsAt, startsAt })),
      '2026-10-26',
      '2026-12-06',
    );
    const november = { from: '2026-11-01', to: '2026-11-30', today: '2026-11-23' };
    const folded = agendaDays(days, { ...november, showPast: false });
    expect(folded.days.map(([date]) => date)).toEqual(['2026-11-23', '2026-11-25']);
    expect(folded.past).toBe(2);
    expect(agendaDays(days, { ...november, showPast: true }).days.map(([date]) => date)).toEqual([
      '2026-11-02',
      '2026-11-20',
      '2026-11-23',
      '2026-11-25',
    ]);
    // A month gone by is shown whole.
    expect(agendaDays(days, { from: '2026-10-01', to: '2026-10-31', today: '2026-11-23', showPast: false })).toMatchObject({
      past: 0,
      inMonth: 1,
    });
  });
});
