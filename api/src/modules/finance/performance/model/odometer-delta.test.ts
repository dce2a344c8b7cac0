import { odometerDelta, type Reading } from './odometer-delta';

const at = (readAt: string, valueKm: number, isBreaking = false): Reading => ({ readAt, valueKm, isBreaking });

describe('odometer delta of a period', () => {
  it('runs from the last reading before the period to the last one inside it', () => {
    const readings = [
      at('2026-10-20T08:00:00Z', 100_000),
      at('2026-10-31T17:00:00Z', 101_000),
      at('2026-11-15T08:00:00Z', 102_500),
      at('2026-11-30T16:00:00Z', 104_000),
      at('2026-12-02T08:00:00Z', 104_600),
    ];
    expect(odometerDelta(readings, '2026-11-01', '2026-11-30')).toBe(3_000);
  });

  it('starts at the first reading inside the period when there is none before', () => {
    expect(odometerDelta([at('2026-11-03T08:00:00Z', 50_000), at('2026-11-20T08:00:00Z', 51_200)], '2026-11-01', '2026-11-30')).toBe(1_200);
  });

  it('ignores flagged regressions', () => {
    const readings = [at('2026-10-31T08:00:00Z', 80_000), at('2026-11-10T08:00:00Z', 8_100, true), at('2026-11-28T08:00:00Z', 81_900)];
    expect(odometerDelta(readings, '2026-11-01', '2026-11-30')).toBe(1_900);
  });

  it('is unknown with fewer than two readings or none in the period', () => {
    expect(odometerDelta([at('2026-11-10T08:00:00Z', 1_000)], '2026-11-01', '2026-11-30')).toBeNull();
    expect(odometerDelta([at('2026-12-10T08:00:00Z', 1_000), at('2026-12-11T08:00:00Z', 1_100)], '2026-11-01', '2026-11-30')).toBeNull();
    expect(odometerDelta([], '2026-11-01', '2026-11-30')).toBeNull();
  });
});
