import type { Truck, TruckInput } from '@haulage/shared/contracts';
import { blankToNull, nullToBlank, toNumberOrNull } from '../../../lib/form-values';

/** What the truck form edits: inputs hold strings, relations hold documentIds. */
export interface TruckFormValues {
  truckName: string;
  truckNumber: string;
  registrationPlateNumber: string;
  truckType: string;
  vehicleClass: string;
  truckStatus: string;
  odometer: string | number;
  area: string;
  tachographInspectionDate: string;
  techInspectionDate: string;
  insuranceExpiryDate: string;
  truckPhoneNumber: string;
  insuranceNumber: string;
  insuranceCase: string;
  vin: string;
  truckBoughtDate: string;
  truckSoldDate: string;
  generalNote: string;
  remarks: string;
  profilePhoto: number | null;
  /** documentIds of the truck's drivers. */
  drivers: string[];
}

const TEXT_FIELDS = [
  'truckName',
  'truckNumber',
  'registrationPlateNumber',
  'truckType',
  'vehicleClass',
  'truckStatus',
  'area',
  'tachographInspectionDate',
  'techInspectionDate',
  'insuranceExpiryDate',
  'truckPhoneNumber',
  'insuranceNumber',
  'insuranceCase',
  'vin',
  'truckBoughtDate',
  'truckSoldDate',
  'generalNote',
  'remarks',
] as const satisfies readonly (keyof TruckFormValues)[];

export const emptyTruckForm = (): TruckFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<(typeof TEXT_FIELDS)[number], string>),
  truckType: 'tractor',
  vehicleClass: 'truck',
  truckStatus: 'available',
  odometer: '',
  profilePhoto: null,
  drivers: [],
});

/** Form → API payload: blanks become null so a cleared field is cleared on the server. */
export const toTruckPayload = (values: TruckFormValues): TruckInput => {
  const payload: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) payload[field] = blankToNull(values[field]);
  const odometer = toNumberOrNull(values.odometer);
  // A blank odometer is left out so the API keeps (or defaults) the current reading.
  if (odometer !== null) payload.odometer = odometer;
  payload.profilePhoto = values.profilePhoto ?? null;
  payload.drivers = [...values.drivers];
  return payload as TruckInput;
};

/** API truck → form values, for the edit form. */
export const truckToForm = (truck: Truck): TruckFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, f === 'area' ? '' : nullToBlank(truck[f] as string | null)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >),
  area: truck.area?.documentId ?? '',
  odometer: truck.odometer ?? '',
  profilePhoto: truck.profilePhoto?.id ?? null,
  drivers: (truck.drivers ?? []).map((driver) => driver.documentId),
});

/** The picker's selection after one checkbox changes (order kept, no duplicates). */
export const toggleDriver = (selected: readonly string[], documentId: string, checked: boolean): string[] => {
  const without = selected.filter((id) => id !== documentId);
  return checked ? [...without, documentId] : without;
};
