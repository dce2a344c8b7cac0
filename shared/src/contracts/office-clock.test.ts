import { officeInstant, officeToday, officeWallClock } from './office-clock';

describe('the office clock', () => {
  it('reads an instant as Stockholm shows it, in winter and in summer, across midnight', () => {
    expect(officeWallClock('2026-01-15T06:00:00.000Z')).toEqual({ date: '2026-01-15', hour: 7, minute: 0, second: 0 });
    expect(officeWallClock('2026-07-15T06:00:00.000Z')).toEqual({ date: '2026-07-15', hour: 8, minute: 0, second: 0 });
    expect(officeWallClock('2026-11-24T23:15:30.000Z')).toEqual({ date: '2026-11-25', hour: 0, minute: 15, second: 30 });
    expect(officeWallClock(Date.parse('2026-03-05T08:30:00+01:00'))).toEqual({ date: '2026-03-05', hour: 8, minute: 30, second: 0 });
  });

  it('turns a wall-clock day and time into a UTC instant with the offset of that day', () => {
    expect(officeInstant('2026-01-15', 7)).toBe('2026-01-15T06:00:00.000Z');
    expect(officeInstant('2026-07-15', 7, 30)).toBe('2026-07-15T05:30:00.000Z');
    expect(officeInstant('2026-07-02', 0, 30)).toBe('2026-07-01T22:30:00.000Z');
    expect(officeInstant('2026-12-24', 6, 0, 15)).toBe('2026-12-24T05:00:15.000Z');
  });

  it('is right on the days the clocks change', () => {
    expect(officeInstant('2026-03-29', 1, 30)).toBe('2026-03-29T00:30:00.000Z');
    expect(officeInstant('2026-03-29', 4, 0)).toBe('2026-03-29T02:00:00.000Z');
    expect(officeInstant('2026-10-25', 4, 0)).toBe('2026-10-25T03:00:00.000Z');
    for (const [date, hour] of [
      ['2026-03-29', 1],
      ['2026-03-29', 3],
      ['2026-10-25', 1],
      ['2026-10-25', 4],
    ] as const) {
      const instant = officeInstant(date, hour, 15)!;
      expect(officeWallClock(instant)).toEqual({ date, hour, minute: 15, second: 0 });
    }
  });

  it('answers null for a day or time that does not exist', () => {
    expect(officeInstant('2026-02-30', 9)).toBeNull();
    expect(officeInstant('2026-13-05', 9)).toBeNull();
    expect(officeInstant('', 9)).toBeNull();
    expect(officeInstant('2026-03-05', 24)).toBeNull();
    expect(officeInstant('2026-03-05', 9, 60)).toBeNull();
    expect(officeInstant('2026-03-05', 9.5)).toBeNull();
  });

  it('knows the office’s today', () => {
    expect(officeToday(new Date('2026-12-31T23:30:00.000Z'))).toBe('2027-01-01');
    expect(officeToday(new Date('2026-06-30T21:59:00.000Z'))).toBe('2026-06-30');
  });
});
