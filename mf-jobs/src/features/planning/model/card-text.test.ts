import { cardMeasures } from './card-text';

describe('card measures', () => {
  it('shows km and hours in Swedish form, leaving out what is unknown', () => {
    expect(cardMeasures({ kmPlanned: 1312, hours: 6.5 })).toBe('1 312 km · 6,5 h');
    expect(cardMeasures({ kmPlanned: 312, hours: null })).toBe('312 km');
    expect(cardMeasures({ kmPlanned: null, hours: 8 })).toBe('8 h');
    expect(cardMeasures({ kmPlanned: null, hours: null })).toBe('No km or hours yet');
  });
});
