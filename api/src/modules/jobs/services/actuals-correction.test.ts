import { actualsCorrection } from './actuals-correction';

describe('an office correction of a job’s actuals', () => {
  it('names what changed, from and to', () => {
    expect(actualsCorrection({ km_actual: 150, hours_actual: 3.5 }, { km_actual: 140, hours_actual: 3.5 })).toBe(
      'Actuals corrected: km 150 → 140',
    );
    expect(actualsCorrection({ km_actual: 150, hours_actual: 3.5 }, { km_actual: 150, hours_actual: 4 })).toBe(
      'Actuals corrected: hours 3.5 → 4',
    );
    expect(actualsCorrection({ km_actual: 150, hours_actual: 3.5 }, { km_actual: 150, hours_actual: 3.5 })).toBeNull();
  });
});
