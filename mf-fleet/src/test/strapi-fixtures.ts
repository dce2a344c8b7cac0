import type { Truck } from '@haulage/shared/contracts';

let next = 1;

export const aTruck = (overrides: Partial<Truck> = {}): Truck => {
  const id = next++;
  return {
    id,
    documentId: `truck${String(id).padStart(20, '0')}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    publishedAt: '2026-01-01T00:00:00.000Z',
    truckName: `Truck ${id}`,
    truckNumber: String(100 + id),
    registrationPlateNumber: `ABC${String(100 + id).slice(-3)}`,
    truckType: 'tractor',
    vehicleClass: 'truck',
    truckStatus: 'available',
    odometer: 100_000,
    tachographInspectionDate: null,
    techInspectionDate: null,
    truckPhoneNumber: null,
    insuranceNumber: null,
    insuranceCase: null,
    insuranceExpiryDate: null,
    vin: null,
    truckBoughtDate: null,
    truckSoldDate: null,
    generalNote: null,
    remarks: null,
    area: null,
    drivers: [],
    profilePhoto: null,
    tyre: null,
    ...overrides,
  };
};
