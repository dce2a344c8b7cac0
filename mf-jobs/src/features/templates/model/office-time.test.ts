import { addDays, daysBetween, moveByDays, officeClock, officeInstant } from './office-time';

describe('office time', () => {
  it('reads an instant as the office’s day and time', () => {
    expect(officeClock('2026-01-15T06:00:00.000Z')).toEqual({ date: '2026-01-15', ms: 7 * 3_600_000 });
    expect(officeClock('2026-07-15T06:00:00.000Z')).toEqual({ date: '2026-07-15', ms: 8 * 3_600_000 });
    expect(officeClock('2026-01-15T23:30:00.000Z').date).toBe('2026-01-16');
  });

  it('turns the office’s day and time back into an instant, in winter and summer time', () => {
    expect(officeInstant('2026-01-15', 7 * 3_600_000)).toBe('2026-01-15T06:00:00.000Z');
    expect(officeInstant('2026-07-15', 7 * 3_600_000)).toBe('2026-07-15T05:00:00.000Z');
    // The night summer time starts (29 March 2026): 03:30 exists, 02:30 does not.
    expect(officeInstant('2026-03-29', 3.5 * 3_600_000)).toBe('2026-03-29T01:30:00.000Z');
  });

  it('keeps 07:00 at 07:00 when a time moves across the change to summer time', () => {
    expect(moveByDays('2026-03-27T06:00:00.000Z', 3)).toBe('2026-03-30T05:00:00.000Z');
    expect(moveByDays('2026-03-30T05:00:00.000Z', -3)).toBe('2026-03-27T06:00:00.000Z');
  });

  it('counts and adds calendar days', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
