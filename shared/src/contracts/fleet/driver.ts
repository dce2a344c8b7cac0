import { z } from 'zod';
import { enumOf, optionalDate, optionalEmail, optionalPhone, optionalText, relationRef, requiredText } from '../fields';
import type { Entry } from '../strapi';
import { isPersonalIdentityNumber } from '../validators/swedish-fleet';
import type { Area } from './area';
import type { Truck } from './truck';

export const DRIVER_STATUSES = ['active', 'on_leave', 'inactive'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

export const EMPLOYMENT_TYPES = ['employee', 'hired', 'subcontractor'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Swedish/EU driving licence classes relevant to haulage. */
export const LICENCE_CLASSES = ['B', 'BE', 'C1', 'C1E', 'C', 'CE'] as const;

export const driverInputSchema = z.object({
  firstName: requiredText('the first name', 60),
  lastName: requiredText('the last name', 60),
  employeeNumber: requiredText('the employee number', 20),
  personalIdentityNumber: z
    .string()
    .trim()
    .refine(isPersonalIdentityNumber, 'Personal identity number is not valid (YYMMDD-XXXX with a correct check digit)')
    .nullish(),
  phoneNumber: optionalPhone('Phone number'),
  emailAddress: optionalEmail('E-mail address'),
  address: optionalText('Address', 200),
  employmentType: enumOf('Employment type', EMPLOYMENT_TYPES).default('employee'),
  driverStatus: enumOf('Driver status', DRIVER_STATUSES).default('active'),
  licenceClasses: z.array(enumOf('Licence class', LICENCE_CLASSES)).max(LICENCE_CLASSES.length).default([]),
  licenceExpiryDate: optionalDate('Licence expiry date'),
  code95ExpiryDate: optionalDate('Code 95 (YKB) expiry date'),
  driverCardNumber: optionalText('Driver card number', 20),
  driverCardExpiryDate: optionalDate('Driver card expiry date'),
  adrExpiryDate: optionalDate('ADR certificate expiry date'),
  area: relationRef.nullish(),
  trucks: z.array(relationRef).max(20).optional(),
  notes: optionalText('Notes'),
});
export type DriverInput = z.input<typeof driverInputSchema>;
export const driverUpdateSchema = driverInputSchema.partial();

export interface Driver extends Entry {
  firstName: string;
  lastName: string;
  employeeNumber: string;
  personalIdentityNumber: string | null;
  phoneNumber: string | null;
  emailAddress: string | null;
  address: string | null;
  employmentType: EmploymentType;
  driverStatus: DriverStatus;
  licenceClasses: string[];
  licenceExpiryDate: string | null;
  code95ExpiryDate: string | null;
  driverCardNumber: string | null;
  driverCardExpiryDate: string | null;
  adrExpiryDate: string | null;
  notes: string | null;
  area?: Area | null;
  trucks?: Truck[];
}
