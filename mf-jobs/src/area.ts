import { defineArea } from '@haulage/shared/area-kit';
import { JobsRoutes } from './app/jobs-routes';
import { combineBasket } from './lib/basket/combine-basket';
import { jobsApi, type JobsTag } from './lib/jobs-api';

/**
 * Which cached data a topic's events make stale. A job's move changes both boards, and a truck's
 * or driver's change can change the conflicts a board shows.
 */
export const JOBS_TOPICS: Record<string, JobsTag[]> = {
  jobs: ['Job', 'Board', 'AreaBoard', 'RecurringSchedule', 'Trip'],
  trips: ['Trip', 'Job', 'Board'],
  'job-operations': ['JobOperation', 'Job'],
  destinations: ['Destination'],
  areas: ['Area', 'Board', 'AreaBoard'],
  trucks: ['Truck', 'Board', 'AreaBoard'],
  drivers: ['Driver', 'Board'],
  'recurring-schedules': ['RecurringSchedule'],
};

/** The jobs area; its name, port, routes and nav are its entry in areas.json. */
export const jobsArea = defineArea<JobsTag>({
  title: 'Jobs',
  api: jobsApi,
  topics: JOBS_TOPICS,
  Routes: JobsRoutes,
  reducers: { [combineBasket.name]: combineBasket.reducer },
});
