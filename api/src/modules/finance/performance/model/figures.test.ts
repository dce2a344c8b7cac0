import { perUnit, previousPeriod, revenuePerKm, shareOf, trendOf, unbilledKm } from './figures';

describe('performance figures', () => {
  it('divides revenue by km, preferring the odometer', () => {
    expect(revenuePerKm(1_000_000, 400, 500)).toBe(2_000);
    expect(revenuePerKm(1_000_000, 400, null)).toBe(2_500);
    expect(revenuePerKm(1_000_000, 0, null)).toBeNull();
    expect(perUnit(100_000, 3)).toBe(33_333);
    expect(perUnit(100_000, 0)).toBeNull();
  });

  it('shows km on the odometer that no job paid for', () => {
    expect(unbilledKm(400, 520.5)).toBe(120.5);
    expect(unbilledKm(600, 500)).toBe(0);
    expect(unbilledKm(600, null)).toBeNull();
  });

  it('gives shares and trends', () => {
    expect(shareOf(250, 1_000)).toBe(0.25);
    expect(shareOf(1, 0)).toBe(0);
    expect(trendOf(125, 100)).toBe(0.25);
    expect(trendOf(50, 100)).toBe(-0.5);
    expect(trendOf(50, 0)).toBeNull();
  });

  it('finds the previous period of the same length', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ previousFrom: '2026-10-02', previousTo: '2026-10-31' });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({ previousFrom: '2026-02-28', previousTo: '2026-02-28' });
  });
});
