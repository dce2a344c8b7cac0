import { monthBounds, officeTime } from './office-clock';

describe('office clock', () => {
  it('reads Stockholm wall-clock time in winter and summer', () => {
    expect(officeTime('2026-12-25T21:00:00.000Z')).toBe('22:00');
    expect(officeTime('2026-06-19T20:30:00.000Z')).toBe('22:30');
    expect(officeTime('2026-11-24T23:15:00.000Z')).toBe('00:15');
  });

  it('bounds a month, leap years included', () => {
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
