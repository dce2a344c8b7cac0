import { isWinterPeriod, tyreSetLabel, winterWarnings } from './winter-warnings';

describe('winter tyre warnings', () => {
  it('knows the winter period', () => {
    expect(isWinterPeriod('2026-12-01')).toBe(true);
    expect(isWinterPeriod('2026-03-31')).toBe(true);
    expect(isWinterPeriod('2026-04-01')).toBe(false);
  });

  it('warns about mounted summer sets and thin winter tread in winter only', () => {
    const sets = [
      { status: 'mounted', season: 'summer', axle: 'front', treadDepthMm: 8 },
      { status: 'mounted', season: 'winter', axle: 'back', treadDepthMm: 4 },
      { status: 'stored', season: 'summer', axle: 'back', treadDepthMm: 2 },
    ] as const;
    expect(winterWarnings([...sets], '2026-01-15')).toEqual([
      'Summer tyres are mounted on the front axle; winter tyres are required 1 Dec–31 Mar',
      'Winter tyres on the back axle have 4 mm tread; at least 5 mm is required',
    ]);
    expect(winterWarnings([...sets], '2026-06-15')).toEqual([]);
  });

  it('labels a set', () => {
    expect(tyreSetLabel({ axle: 'front', season: 'winter', brand: 'Nokian', model: 'Hakka', size: '315/70R22.5' })).toBe(
      'Front winter · Nokian Hakka 315/70R22.5',
    );
  });
});
