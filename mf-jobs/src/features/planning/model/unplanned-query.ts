import type { ListQueryParams } from '@haulage/shared/api';
import type { BoardJob, Job } from '@haulage/shared/contracts';
import { LIST_PAGE_SIZE } from '@haulage/shared/area-kit';

/** What the unplanned pane is narrowed by; empty means no narrowing. */
export interface UnplannedFilters {
  /** The jobs' server search (`_q`): see JOB_SEARCH_HINT. */
  search: string;
  customer: string;
  /** The area of a stop's place. */
  area: string;
  /** One wanted day instead of the board's period. */
  day: string;
}

export const NO_UNPLANNED_FILTERS: UnplannedFilters = { search: '', customer: '', area: '', day: '' };

const eq = (documentId: string) => ({ documentId: { $eq: documentId } });

/**
 * The open jobs beside the board, searched, filtered and paged by the server: those wanted in the
 * board's period or on no day yet (or on the one day asked for), newest first.
 */
export const unplannedQuery = (period: { from: string; to: string }, filters: UnplannedFilters, page: number): ListQueryParams => ({
  page,
  pageSize: LIST_PAGE_SIZE,
  // Newest first: the job just taken on the phone is the one to plan, never a page down.
  sort: [{ field: 'jobNumber', order: 'desc' }],
  search: filters.search.trim() ? { term: filters.search.trim() } : undefined,
  filters: {
    kind: { $eq: 'job' },
    status: { $eq: 'open' },
    ...(filters.day
      ? { plannedDate: { $eq: filters.day } }
      : { $or: [{ plannedDate: { $null: true } }, { plannedDate: { $gte: period.from, $lte: period.to } }] }),
    customer: filters.customer ? eq(filters.customer) : undefined,
    stops: filters.area ? { destination: { area: eq(filters.area) } } : undefined,
  },
  populate: { customer: { fields: ['companyName'] } },
});

/** A listed open job as the board draws its card (it has no truck or driver yet). */
export const boardJobOf = (job: Job): BoardJob => ({
  id: job.id,
  documentId: job.documentId,
  jobNumber: job.jobNumber,
  status: job.status,
  plannedDate: job.plannedDate ?? null,
  customer: job.customer?.companyName ?? '',
  driver: null,
  kmPlanned: job.kmActual ?? job.kmPlanned ?? null,
  hours: job.hoursActual ?? null,
  vehicleClass: job.vehicleClass,
  adr: Boolean(job.adr),
  confirmationStatus: job.confirmationStatus,
  trip: null,
});
