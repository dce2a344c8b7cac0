import type { TyreSet } from '@haulage/shared/contracts';
import { emptyTyreForm, toTyrePayload, tyreRequestBody, tyreSetToForm } from './tyre-form';

describe('tyre set form ↔ payload', () => {
  it('turns blanks into null and the tread depth into a number', () => {
    const payload = toTyrePayload('truck-1', { ...emptyTyreForm(), brand: ' Nokian ', size: '315/80R22.5', treadDepthMm: '12' });
    expect(payload).toEqual({
      truck: 'truck-1',
      axle: 'front',
      season: 'winter',
      brand: 'Nokian',
      model: null,
      size: '315/80R22.5',
      treadDepthMm: 12,
      dotDate: null,
      note: null,
    });
  });

  it('sends only the edited fields, never a default status or mileage', () => {
    const body = tyreRequestBody({ ...toTyrePayload('t', emptyTyreForm()), status: 'stored', accumulatedKm: 0 });
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('accumulatedKm');
  });

  it('fills the form from a set', () => {
    const set = {
      axle: 'back',
      season: 'summer',
      brand: 'Michelin',
      model: null,
      size: 'S',
      treadDepthMm: 9,
      dotDate: null,
      note: null,
    } as TyreSet;
    expect(tyreSetToForm(set)).toEqual({
      axle: 'back',
      season: 'summer',
      brand: 'Michelin',
      model: '',
      size: 'S',
      treadDepthMm: '9',
      dotDate: '',
      note: '',
    });
  });
});
