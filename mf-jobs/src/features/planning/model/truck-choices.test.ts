import { areaName, truckChoices } from './truck-choices';

const truck = {
  id: 1,
  documentId: 'truck-1',
  truckName: 'Volvo FH 500',
  truckNumber: '12',
  plate: 'KLM48A',
  vehicleClass: 'truck',
  truckStatus: 'available',
};

describe('truck choices', () => {
  it('offers the board’s trucks under their area, and trucks without one together', () => {
    expect(
      truckChoices([
        { area: { id: 1, documentId: 'area-gbg', name: 'Göteborg' }, trucks: [truck] },
        { area: { id: null, documentId: null, name: null }, trucks: [{ ...truck, documentId: 'truck-2', truckName: 'MAN TGX' }] },
      ]),
    ).toEqual([
      { documentId: 'truck-1', truckName: 'Volvo FH 500', label: 'Volvo FH 500 (12, KLM48A)', group: 'Göteborg' },
      { documentId: 'truck-2', truckName: 'MAN TGX', label: 'MAN TGX (12, KLM48A)', group: 'No area' },
    ]);
    expect(areaName({ id: null, documentId: null, name: null })).toBe('No area');
  });
});
