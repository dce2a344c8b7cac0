import { createAreaApi } from '@haulage/shared/area-kit';

export const JOBS_TAGS = [
  'Job',
  'Board',
  'AreaBoard',
  'Destination',
  'Area',
  'JobOperation',
  'Customer',
  'Truck',
  'Driver',
  'RecurringSchedule',
  'Trip',
] as const;
export type JobsTag = (typeof JOBS_TAGS)[number];

/** The one RTK Query API of the jobs area; each request lives in its own file via injectEndpoints. */
export const jobsApi = createAreaApi({ reducerPath: 'jobsApi', tagTypes: JOBS_TAGS });
