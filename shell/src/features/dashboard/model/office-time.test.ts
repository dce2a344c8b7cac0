import { officeDateTime, officeInstant } from './office-time';

describe('office time', () => {
  it('reads an instant as the Stockholm office sees it, in winter and summer', () => {
    expect(officeDateTime('2026-03-05T08:30:00.000Z')).toEqual({ date: '2026-03-05', time: '09:30' });
    expect(officeDateTime('2026-07-01T22:30:00.000Z')).toEqual({ date: '2026-07-02', time: '00:30' });
  });

  it('turns a wall-clock time in the office into the instant the API stores', () => {
    expect(officeInstant('2026-03-05', '09:30')).toBe('2026-03-05T08:30:00.000Z');
    expect(officeInstant('2026-07-01', '09:30')).toBe('2026-07-01T07:30:00.000Z');
    expect(officeInstant('2026-07-02', '00:30')).toBe('2026-07-01T22:30:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    expect(officeInstant('2026-03-29', '01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(officeInstant('2026-03-29', '04:00')).toBe('2026-03-29T02:00:00.000Z');
    expect(officeInstant('2026-10-25', '04:00')).toBe('2026-10-25T03:00:00.000Z');
  });

  it('answers nothing for a blank or impossible value', () => {
    expect(officeInstant('', '09:00')).toBeNull();
    expect(officeInstant('2026-03-05', '')).toBeNull();
    expect(officeInstant('2026-13-05', '09:00')).toBeNull();
  });
});
