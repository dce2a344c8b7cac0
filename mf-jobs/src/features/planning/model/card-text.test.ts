import { cardMeasures } from './card-text';

describe('card measures', () => {
  it('shows km and hours in Swedish form, leaving out what is unknown', () => {
    expect(cardMeasures({ kmPlanned: 1312, hours: 6.5 })).toBe('1 312 km · 6,5 h');
    expect(cardMeasures({ kmPlanned: 312, hours: null })).toBe('312 km');
    expect(cardMeasures({ kmPlanned: null, hours: 8 })).toBe('8 h');
    expect(cardMeasures({ kmPlanned: null, hours: null })).toBe('No km or hours yet');
  });

  it('shows a new job’s straight-line estimate, marked as one, until it has km of its own', () => {
    expect(cardMeasures({ kmPlanned: null, kmEstimate: 236.4, hours: null })).toBe('≈ 236 km (straight line)');
    expect(cardMeasures({ kmPlanned: 180, kmEstimate: null, hours: null })).toBe('180 km');
    expect(cardMeasures({ kmPlanned: null, kmEstimate: null, hours: null })).toBe('No km or hours yet');
  });
});
