export * from './user-types';
export * from './permissions';
export * from './strapi';
export * from './compliance';
export * from './fields';
export * from './validators/luhn';
export * from './validators/swedish-fleet';
export * from './fleet/area';
export * from './fleet/truck';
export * from './fleet/driver';
export * from './fleet/trailer';
export * from './fleet/tyre-set';
export * from './fleet/odometer';
export * from './fleet/summary';
export * from './customers';
export * from './jobs';
export * from './finance';
// Only what pay needs, so the recurring-jobs holiday list can be exported beside it until the two are one.
export { isSwedishHoliday, swedishHolidayOn } from '../calendar/swedish-holidays';
