import type { Truck } from '@haulage/shared/contracts';
import { emptyTruckForm, toggleDriver, toTruckPayload, truckToForm } from './truck-form';

describe('truck form ↔ payload', () => {
  it('turns blank fields into null and the odometer into a number', () => {
    const payload = toTruckPayload({ ...emptyTruckForm(), truckName: ' Volvo FH16 ', odometer: '120500', area: '' });
    expect(payload).toMatchObject({ truckName: 'Volvo FH16', odometer: 120500, area: null, techInspectionDate: null, remarks: null });
  });

  it('leaves a blank odometer out so the API keeps the reading', () => {
    expect(toTruckPayload(emptyTruckForm())).not.toHaveProperty('odometer');
  });

  it('fills the form from an API truck with relations as documentIds', () => {
    const truck = {
      truckName: 'Scania R500',
      truckNumber: '12',
      registrationPlateNumber: 'ABC123',
      truckType: 'tractor',
      vehicleClass: 'truck',
      truckStatus: 'available',
      odometer: 5000,
      techInspectionDate: '2026-01-02',
      tachographInspectionDate: null,
      insuranceExpiryDate: null,
      truckPhoneNumber: null,
      insuranceNumber: null,
      insuranceCase: null,
      vin: null,
      truckBoughtDate: null,
      truckSoldDate: null,
      generalNote: null,
      remarks: null,
      area: { documentId: 'area1', name: 'Göteborg' },
      profilePhoto: { id: 7 },
    } as unknown as Truck;
    const form = truckToForm(truck);
    expect(form).toMatchObject({
      truckName: 'Scania R500',
      area: 'area1',
      odometer: 5000,
      techInspectionDate: '2026-01-02',
      remarks: '',
      profilePhoto: 7,
    });
    expect(toTruckPayload(form)).toMatchObject({ area: 'area1', profilePhoto: 7, remarks: null });
  });
});

describe('truck drivers', () => {
  it('sends the chosen drivers as documentIds and preselects a truck’s drivers', () => {
    expect(toTruckPayload({ ...emptyTruckForm(), drivers: ['d1', 'd2'] }).drivers).toEqual(['d1', 'd2']);
    expect(truckToForm({ drivers: [{ documentId: 'd3' }] } as unknown as Truck).drivers).toEqual(['d3']);
  });

  it('toggles one driver without duplicates', () => {
    expect(toggleDriver(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleDriver(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggleDriver(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
