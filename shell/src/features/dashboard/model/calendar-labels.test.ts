import { eventTimeText, formatDayLabel, formatMonthTitle, formatShortDay } from './calendar-labels';

describe('calendar labels', () => {
  it('names months and days in full', () => {
    expect(formatMonthTitle('2026-11')).toBe('November 2026');
    expect(formatDayLabel('2026-11-23')).toBe('Monday 23 November 2026');
    expect(formatShortDay('2026-11-01')).toBe('1 November');
  });

  it('gives an entry its time in the office, and none when it lasts all day', () => {
    expect(eventTimeText({ startsAt: '2026-11-23T08:30:00.000Z', endsAt: null, allDay: false })).toBe('09:30');
    expect(eventTimeText({ startsAt: '2026-11-23T08:30:00.000Z', endsAt: '2026-11-23T10:00:00.000Z', allDay: false })).toBe('09:30–11:00');
    expect(eventTimeText({ startsAt: '2026-11-23T08:30:00.000Z', endsAt: '2026-11-24T10:00:00.000Z', allDay: false })).toBe(
      '09:30–2026-11-24 11:00',
    );
    expect(eventTimeText({ startsAt: '2026-11-23', endsAt: null, allDay: true })).toBe('');
  });
});
