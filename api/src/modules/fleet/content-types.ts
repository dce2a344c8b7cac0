import {
  DRIVER_STATUSES,
  EMPLOYMENT_TYPES,
  ODOMETER_SOURCES,
  TRAILER_BODY_TYPES,
  TRAILER_STATUSES,
  TRAILER_TYPES,
  TRUCK_STATUSES,
  TRUCK_TYPES,
  TYRE_AXLES,
  TYRE_SEASONS,
  TYRE_SET_STATUSES,
  VEHICLE_CLASSES,
} from '@haulage/shared/contracts';
import { type ContentType, registerContentType } from '../../content';

const date = { type: 'date' } as const;
const text = { type: 'text' } as const;
const string = { type: 'string' } as const;

export const areasType = registerContentType({
  uid: 'areas',
  table: 'areas',
  attributes: {
    name: { type: 'string', label: 'name' },
    code: string,
    description: text,
    trucks: { type: 'relation', relation: 'oneToMany', target: 'trucks', mappedBy: 'area' },
  },
} satisfies ContentType);

export const trucksType = registerContentType({
  uid: 'trucks',
  singularName: 'truck',
  table: 'trucks',
  attributes: {
    truckName: string,
    truckNumber: { type: 'string', label: 'number' },
    registrationPlateNumber: { type: 'string', label: 'plate' },
    truckType: { type: 'enumeration', enum: TRUCK_TYPES },
    vehicleClass: { type: 'enumeration', enum: VEHICLE_CLASSES, default: 'truck' },
    truckStatus: { type: 'enumeration', enum: TRUCK_STATUSES, default: 'available' },
    odometer: { type: 'integer', default: 0 },
    tachographInspectionDate: date,
    techInspectionDate: date,
    truckPhoneNumber: string,
    insuranceNumber: string,
    insuranceCase: text,
    insuranceExpiryDate: date,
    vin: string,
    truckBoughtDate: date,
    truckSoldDate: date,
    generalNote: text,
    remarks: text,
    area: { type: 'relation', relation: 'manyToOne', target: 'areas', column: 'area_id' },
    drivers: {
      type: 'relation',
      relation: 'manyToMany',
      target: 'drivers',
      joinTable: { table: 'trucks_drivers', column: 'truck_id', inverseColumn: 'driver_id' },
    },
    profilePhoto: { type: 'media', column: 'profile_photo_id' },
    tyreSets: { type: 'relation', relation: 'oneToMany', target: 'tyres', mappedBy: 'truck' },
    trailerLinks: { type: 'relation', relation: 'oneToMany', target: 'trailers-links', mappedBy: 'truck' },
  },
  aliases: { truck_status: 'truckStatus' },
  search: ['truckName', 'truckNumber', 'registrationPlateNumber', 'area.name'],
} satisfies ContentType);

export const driversType = registerContentType({
  uid: 'drivers',
  table: 'drivers',
  attributes: {
    firstName: string,
    lastName: string,
    employeeNumber: { type: 'string', label: 'employee number' },
    // GDPR: admins only. Hidden from every other user type wherever drivers are read, populated,
    // filtered, sorted or searched, so it cannot be recovered digit by digit either.
    personalIdentityNumber: { type: 'string', readableBy: ['admin'] },
    phoneNumber: string,
    emailAddress: { type: 'email' },
    address: string,
    employmentType: { type: 'enumeration', enum: EMPLOYMENT_TYPES, default: 'employee' },
    driverStatus: { type: 'enumeration', enum: DRIVER_STATUSES, default: 'active' },
    licenceClasses: { type: 'json', default: [] },
    licenceExpiryDate: date,
    code95ExpiryDate: { type: 'date', column: 'code95_expiry_date' },
    driverCardNumber: string,
    driverCardExpiryDate: date,
    adrExpiryDate: date,
    notes: text,
    area: { type: 'relation', relation: 'manyToOne', target: 'areas', column: 'area_id' },
    trucks: {
      type: 'relation',
      relation: 'manyToMany',
      target: 'trucks',
      joinTable: { table: 'trucks_drivers', column: 'driver_id', inverseColumn: 'truck_id' },
    },
  },
  aliases: { driver_status: 'driverStatus' },
  // Never the identity number: a search would reveal it to those who may not read it.
  search: ['firstName', 'lastName', 'employeeNumber', 'phoneNumber', 'emailAddress'],
} satisfies ContentType);

export const trailersType = registerContentType({
  uid: 'trailers',
  table: 'trailers',
  attributes: {
    trailerName: string,
    plateNumber: { type: 'string', label: 'plate' },
    vin: string,
    trailerType: { type: 'enumeration', enum: TRAILER_TYPES },
    bodyType: { type: 'enumeration', enum: TRAILER_BODY_TYPES },
    trailerStatus: { type: 'enumeration', enum: TRAILER_STATUSES, default: 'available' },
    inspectionDate: date,
    notes: text,
    links: { type: 'relation', relation: 'oneToMany', target: 'trailers-links', mappedBy: 'trailer' },
  },
  search: ['trailerName', 'plateNumber', 'vin'],
} satisfies ContentType);

export const trailerLinksType = registerContentType({
  uid: 'trailers-links',
  table: 'trailer_links',
  attributes: {
    truck: { type: 'relation', relation: 'manyToOne', target: 'trucks', column: 'truck_id' },
    trailer: { type: 'relation', relation: 'manyToOne', target: 'trailers', column: 'trailer_id' },
    linkedFrom: { type: 'datetime' },
    linkedTo: { type: 'datetime' },
    note: string,
  },
} satisfies ContentType);

export const tyresType = registerContentType({
  uid: 'tyres',
  table: 'tyre_sets',
  attributes: {
    truck: { type: 'relation', relation: 'manyToOne', target: 'trucks', column: 'truck_id' },
    axle: { type: 'enumeration', enum: TYRE_AXLES },
    season: { type: 'enumeration', enum: TYRE_SEASONS },
    brand: string,
    model: string,
    size: string,
    treadDepthMm: { type: 'float' },
    status: { type: 'enumeration', enum: TYRE_SET_STATUSES, default: 'stored' },
    dotDate: date,
    note: string,
    // Set only by the mount/unmount commands, from the truck's odometer: never from a body.
    mountedAt: { type: 'datetime', readOnly: true },
    mountedOdometer: { type: 'integer', readOnly: true },
    accumulatedKm: { type: 'integer', default: 0 },
  },
} satisfies ContentType);

export const odometerReadingsType = registerContentType({
  uid: 'odometer-readings',
  table: 'odometer_readings',
  attributes: {
    truck: { type: 'relation', relation: 'manyToOne', target: 'trucks', column: 'truck_id' },
    valueKm: { type: 'integer' },
    readAt: { type: 'datetime' },
    source: { type: 'enumeration', enum: ODOMETER_SOURCES, default: 'manual' },
    isBreaking: { type: 'boolean', default: false },
  },
} satisfies ContentType);
