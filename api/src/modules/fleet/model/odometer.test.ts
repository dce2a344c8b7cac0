import { applyOdometerReading, formatKm } from './odometer';

describe('applyOdometerReading', () => {
  it('moves the odometer forward on a higher reading', () => {
    expect(applyOdometerReading(15_000, 15_200)).toEqual({ odometer: 15_200, isBreaking: false, warnings: [] });
  });

  it('accepts an equal reading without a warning', () => {
    expect(applyOdometerReading(15_000, 15_000).warnings).toEqual([]);
  });

  it('keeps the odometer and flags a lower reading with a warning', () => {
    expect(applyOdometerReading(15_000, 12_000)).toEqual({
      odometer: 15_000,
      isBreaking: true,
      warnings: [
        {
          field: 'odometer',
          message: 'Odometer reading 12 000 km is lower than the current 15 000 km; it was recorded and flagged for review',
        },
      ],
    });
  });

  it('formats kilometres with space thousands separators', () => {
    expect(formatKm(1_234_567)).toBe('1 234 567');
    expect(formatKm(999)).toBe('999');
  });
});
