import { bandHours, bandOf } from './pay-bands';

describe('OB bands', () => {
  it('classifies an hour by the highest band that applies', () => {
    expect(bandOf('2026-11-24', 10)).toBeNull(); // a Tuesday morning
    expect(bandOf('2026-11-24', 19)).toBe('ob_evening');
    expect(bandOf('2026-11-24', 23)).toBe('ob_night');
    expect(bandOf('2026-11-24', 3)).toBe('ob_night');
    expect(bandOf('2026-11-28', 23)).toBe('ob_weekend'); // Saturday night
    expect(bandOf('2026-12-25', 2)).toBe('ob_holiday'); // Christmas Day, a Friday night
    expect(bandOf('2026-12-24', 12)).toBe('ob_holiday'); // Christmas Eve
  });

  it('splits a weekday shift into evening and night', () => {
    expect(bandHours('2026-11-24', '16:30', 8)).toEqual({ ob_holiday: 0, ob_weekend: 0, ob_night: 2.5, ob_evening: 4 });
  });

  it('pays a night that starts on a holiday as holiday, and its ordinary morning as night', () => {
    // 1 May 2026 is a Friday: 22:00–24:00 holiday, then Saturday 00:00–04:00 weekend.
    expect(bandHours('2026-05-01', '22:00', 6)).toEqual({ ob_holiday: 2, ob_weekend: 4, ob_night: 0, ob_evening: 0 });
    // Ascension Day 2026-05-14 (Thursday) 20:00 → Friday 05:30: 4 h holiday, 5.5 h night.
    expect(bandHours('2026-05-14', '20:00', 9.5)).toEqual({ ob_holiday: 4, ob_weekend: 0, ob_night: 5.5, ob_evening: 0 });
  });

  it('counts minutes inside partial hours', () => {
    expect(bandHours('2026-11-24', '21:45', 0.5)).toEqual({ ob_holiday: 0, ob_weekend: 0, ob_night: 0.25, ob_evening: 0.25 });
    expect(bandHours('2026-11-24', '08:00', 0)).toEqual({ ob_holiday: 0, ob_weekend: 0, ob_night: 0, ob_evening: 0 });
  });
});
