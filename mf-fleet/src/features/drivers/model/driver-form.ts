import type { Driver, DriverInput } from '@haulage/shared/contracts';
import { blankToNull, nullToBlank } from '../../../lib/form-values';

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'employeeNumber',
  'personalIdentityNumber',
  'phoneNumber',
  'emailAddress',
  'address',
  'employmentType',
  'driverStatus',
  'licenceExpiryDate',
  'code95ExpiryDate',
  'driverCardNumber',
  'driverCardExpiryDate',
  'adrExpiryDate',
  'area',
  'notes',
] as const;

type TextField = (typeof TEXT_FIELDS)[number];

/** What the driver form edits: strings for inputs, the licence classes as a list. */
export type DriverFormValues = Record<TextField, string> & { licenceClasses: string[] };

export const emptyDriverForm = (): DriverFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>),
  employmentType: 'employee',
  driverStatus: 'active',
  licenceClasses: [],
});

export const toDriverPayload = (values: DriverFormValues): DriverInput => {
  const payload: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) payload[field] = blankToNull(values[field]);
  payload.licenceClasses = values.licenceClasses;
  return payload as DriverInput;
};

export const driverToForm = (driver: Driver): DriverFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, f === 'area' ? '' : nullToBlank(driver[f] as string | null)])) as Record<
    TextField,
    string
  >),
  area: driver.area?.documentId ?? '',
  licenceClasses: driver.licenceClasses ?? [],
});

export const driverName = (driver: Pick<Driver, 'firstName' | 'lastName'>): string => `${driver.firstName} ${driver.lastName}`;

/** Drivers are searched over these fields. */
