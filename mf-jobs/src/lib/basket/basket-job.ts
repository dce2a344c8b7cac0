import type { Job } from '@haulage/shared/contracts';
import { routeLabel } from '../job-route';
import type { BasketJob } from './combine-basket';

/** Jobs that can travel in a new trip: real jobs, open or planned, not in a trip yet (the API checks again). */
export const isCombinable = (job: Pick<Job, 'kind' | 'status' | 'trip'>): boolean =>
  job.kind === 'job' && (job.status === 'open' || job.status === 'planned') && !job.trip;

/** How the basket lists a job: number, customer and route, read once when it is added. */
export const basketJobOf = (job: Pick<Job, 'documentId' | 'jobNumber' | 'customer' | 'stops'>): BasketJob => ({
  documentId: job.documentId,
  jobNumber: job.jobNumber,
  label: [`Job ${job.jobNumber}`, job.customer?.companyName, job.stops ? routeLabel(job) : null].filter(Boolean).join(' · '),
});
