import { addDays, boardDays, dayLabel, isIsoDate, isoWeek, periodLabel, stepDate, weekDays } from './board-dates';

describe('board dates', () => {
  it('gives the Monday-to-Sunday week of any day in it', () => {
    const week = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
    expect(weekDays('2026-03-09')).toEqual(week);
    expect(weekDays('2026-03-12')).toEqual(week);
    expect(weekDays('2026-03-15')).toEqual(week);
  });

  it('crosses months, years and the daylight-saving change', () => {
    expect(weekDays('2026-01-01')[0]).toBe('2025-12-29');
    expect(weekDays('2026-03-29')).toContain('2026-03-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('numbers weeks the ISO way', () => {
    expect(isoWeek('2026-03-09')).toBe(11);
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2024-12-30')).toBe(1);
  });

  it('steps a day or a week', () => {
    expect(stepDate('day', '2026-03-09', -1)).toBe('2026-03-08');
    expect(stepDate('week', '2026-03-09', 1)).toBe('2026-03-16');
    expect(boardDays('day', '2026-03-11')).toEqual(['2026-03-11']);
    expect(boardDays('week', '2026-03-11')).toHaveLength(7);
  });

  it('labels columns and the period', () => {
    expect(dayLabel('2026-03-09')).toBe('Mon 2026-03-09');
    expect(periodLabel('week', '2026-03-11')).toBe('Week 11: 2026-03-09 – 2026-03-15');
    expect(periodLabel('day', '2026-03-15')).toBe('Sun 2026-03-15');
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2026-03-09')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('9 March')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
