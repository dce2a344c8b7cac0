import { isWinterPeriod, mountChanges, tyreMileageKm, tyreSummary, unmountChange, winterCheck, type TyreSetState } from './tyres';

const set = (over: Partial<TyreSetState>): TyreSetState => ({
  id: 1,
  axle: 'front',
  season: 'winter',
  brand: 'Michelin',
  model: 'X Multi Z',
  size: '385/55R22.5',
  treadDepthMm: 12,
  status: 'stored',
  mountedAt: null,
  mountedOdometer: null,
  accumulatedKm: 0,
  ...over,
});
const NOW = '2026-12-01T08:00:00.000Z';

describe('tyreMileageKm', () => {
  it('adds the km driven since mounting to what the set had', () => {
    expect(tyreMileageKm(set({ status: 'mounted', mountedOdometer: 100_000, accumulatedKm: 20_000 }), 130_000)).toBe(50_000);
  });
  it('counts only the accumulated km of a stored set', () => {
    expect(tyreMileageKm(set({ accumulatedKm: 20_000 }), 130_000)).toBe(20_000);
  });
  it('never goes negative when the odometer is below the mount reading', () => {
    expect(tyreMileageKm(set({ status: 'mounted', mountedOdometer: 100_000, accumulatedKm: 0 }), 90_000)).toBe(0);
  });
});

describe('mounting and unmounting', () => {
  it('unmounts the set on the same axle, banking its km, and mounts the target at the current odometer', () => {
    const summer = set({ id: 1, season: 'summer', status: 'mounted', mountedOdometer: 100_000, accumulatedKm: 5_000 });
    const winter = set({ id: 2, accumulatedKm: 30_000 });
    const back = set({ id: 3, axle: 'back', season: 'summer', status: 'mounted', mountedOdometer: 100_000 });
    const changes = mountChanges(winter, [summer, winter, back], 140_000, NOW);
    expect(changes.get(1)).toEqual({ status: 'stored', mountedAt: null, mountedOdometer: null, accumulatedKm: 45_000 });
    expect(changes.get(2)).toEqual({ status: 'mounted', mountedAt: NOW, mountedOdometer: 140_000, accumulatedKm: 30_000 });
    expect(changes.has(3)).toBe(false);
  });
  it('changes nothing when the set is already mounted alone on its axle', () => {
    const winter = set({ id: 2, status: 'mounted', mountedOdometer: 1 });
    expect(mountChanges(winter, [winter], 10, NOW).size).toBe(0);
  });
  it('unmount stores the set with its total km', () => {
    expect(unmountChange(set({ status: 'mounted', mountedOdometer: 1_000, accumulatedKm: 500 }), 3_000)).toEqual({
      status: 'stored',
      mountedAt: null,
      mountedOdometer: null,
      accumulatedKm: 2_500,
    });
  });
});

describe('tyreSummary', () => {
  it('gives the flat shape with description and mileage per axle and season', () => {
    const summary = tyreSummary(
      [
        set({ id: 1, status: 'mounted', mountedOdometer: 10_000, accumulatedKm: 1_000 }),
        set({ id: 2, axle: 'back', season: 'summer', brand: 'Continental', model: null, size: '315/70R22.5', accumulatedKm: 7 }),
      ],
      12_000,
    );
    expect(summary).toEqual({
      frontWinterTyres: 'Michelin X Multi Z 385/55R22.5',
      mileageFrontWinterTyres: 3_000,
      backWinterTyres: null,
      mileageBackWinterTyres: null,
      frontSummerTyres: null,
      mileageFrontSummerTyres: null,
      backSummerTyres: 'Continental 315/70R22.5',
      mileageBackSummerTyres: 7,
    });
  });
  it('prefers the mounted set over a retired one of the same axle and season', () => {
    const summary = tyreSummary(
      [set({ id: 9, brand: 'Old', status: 'retired' }), set({ id: 1, status: 'mounted', mountedOdometer: 0 })],
      0,
    );
    expect(summary.frontWinterTyres).toBe('Michelin X Multi Z 385/55R22.5');
  });
});

describe('winterCheck', () => {
  it('knows the winter period is 1 Dec to 31 Mar', () => {
    expect(['2026-12-01', '2027-01-15', '2027-03-31'].map(isWinterPeriod)).toEqual([true, true, true]);
    expect(['2026-11-30', '2027-04-01', '2026-07-01'].map(isWinterPeriod)).toEqual([false, false, false]);
  });
  it('warns about mounted summer tyres and shallow winter tyres in winter', () => {
    const warnings = winterCheck(
      [set({ season: 'summer', status: 'mounted' }), set({ axle: 'back', treadDepthMm: 4, status: 'mounted' })],
      '2027-01-10',
    );
    expect(warnings.map((w) => w.message)).toEqual([
      'Summer tyres are mounted on the front axle; winter tyres are required 1 Dec–31 Mar',
      'Winter tyres on the back axle have 4 mm tread; at least 5 mm is required in winter',
    ]);
  });
  it('is silent in summer and for stored sets', () => {
    expect(winterCheck([set({ season: 'summer', status: 'mounted' })], '2027-06-10')).toEqual([]);
    expect(winterCheck([set({ season: 'summer', status: 'stored' })], '2027-01-10')).toEqual([]);
  });
});
