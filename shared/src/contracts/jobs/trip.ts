import { z } from 'zod';
import { isoDate, relationRef } from '../fields';
import type { Driver } from '../fleet/driver';
import type { Truck } from '../fleet/truck';
import type { Entry } from '../strapi';
import type { Job, JobStop } from './job-entry';

/** A trip's life (domain model §B3): it follows its jobs, and can be changed or split while planned or dispatched. */
export const TRIP_STATUSES = ['planned', 'dispatched', 'in_progress', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** Where a trip's km and time came from: a routing provider, or the straight-line estimate. */
export const TRIP_ESTIMATE_SOURCES = ['straight_line', 'routing'] as const;
export type TripEstimateSource = (typeof TRIP_ESTIMATE_SOURCES)[number];

export const TRIP_MAX_JOBS = 20;

/** A trip's jobs, each once, at most TRIP_MAX_JOBS of them. */
const tripJobs = (min: number, tooFew: string) =>
  z
    .array(relationRef)
    .min(min, tooFew)
    .max(TRIP_MAX_JOBS, `A trip combines at most ${TRIP_MAX_JOBS} jobs`)
    .refine((refs) => new Set(refs.map(String)).size === refs.length, 'A job can be in the trip only once');

/** POST /api/trips: the jobs of the combineJobs basket on one truck, driver and day. */
export const tripInputSchema = z.object({
  jobs: tripJobs(2, 'A trip combines at least 2 jobs'),
  truck: relationRef,
  driver: relationRef.nullish(),
  date: isoDate('Date'),
});
export type TripInput = z.input<typeof tripInputSchema>;

/** POST /api/trips/:id/jobs: more jobs join a trip on its truck, driver and day; their stops go last. */
export const tripAddJobsSchema = z.object({
  jobs: tripJobs(1, 'Choose a job to add'),
});
export type TripAddJobsInput = z.input<typeof tripAddJobsSchema>;

/** PUT /api/trips/:id: the order of the trip's stops (every stop once, by documentId). */
export const tripUpdateSchema = z.object({
  stops: z
    .array(relationRef)
    .min(1, 'Send the order of the trip’s stops')
    .max(TRIP_MAX_JOBS * 20, 'Too many stops'),
});
export type TripUpdateInput = z.input<typeof tripUpdateSchema>;

/** One stop in a trip's order (`populate=stops`), with its job and the job's own stop when populated. */
export interface TripStop extends Entry {
  sequence: number;
  job?: Pick<Job, 'id' | 'documentId' | 'jobNumber'> | null;
  jobStop?: JobStop | null;
}

/** A trip as GET /api/trips answers it; status and revenue (öre) follow its jobs. */
export interface Trip extends Entry {
  tripNumber: number;
  date: string;
  status: TripStatus;
  revenue: number;
  jobCount: number;
  kmEstimate: number | null;
  minutesEstimate: number | null;
  estimateSource: TripEstimateSource | null;
  truck?: Truck | null;
  driver?: Driver | null;
  jobs?: Job[];
  stops?: TripStop[];
}
