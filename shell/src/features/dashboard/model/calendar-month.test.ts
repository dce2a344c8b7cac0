import { gridRange, isoWeekNumber, lastOfMonth, monthGrid, shiftMonth, weekdayIndex } from './calendar-month';

describe('the month view', () => {
  it('starts each week on Monday, filling the first and last week from the months beside it', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthGrid('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]!.days.map((d) => d.date)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[0]!.days.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(weeks.at(-1)!.days.map((d) => d.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.map((w) => w.week)).toEqual([44, 45, 46, 47, 48, 49]);
  });

  it('needs only four weeks for a February that starts on a Monday', () => {
    expect(monthGrid('2027-02')).toHaveLength(4);
    expect(gridRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('numbers weeks as ISO 8601 does across the turn of the year', () => {
    expect(isoWeekNumber('2026-12-31')).toBe(53);
    expect(isoWeekNumber('2027-01-03')).toBe(53);
    expect(isoWeekNumber('2027-01-04')).toBe(1);
    expect(isoWeekNumber('2025-12-29')).toBe(1);
    expect(isoWeekNumber('2024-03-01')).toBe(9);
  });

  it('moves between months and knows their last day, leap years included', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', -11)).toBe('2025-12');
    expect(lastOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastOfMonth('2026-02')).toBe('2026-02-28');
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-22')).toBe(6);
  });
});
