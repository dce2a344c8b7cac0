import type { ListQueryParams, QueryObject } from '@haulage/shared/api';
import { LIST_PAGE_SIZE, type ListState } from '@haulage/shared/area-kit';
import type { JobListFilters } from './job-list-state';

export interface JobListQueryOptions {
  /** Only those who may read drivers may ask for them; for anyone else the API refuses the populate. */
  withDriver: boolean;
  /** Only the office reads trips (a viewer's populate of them is refused too). */
  withTrip?: boolean;
}

const equals = (documentId: string): QueryObject => ({ documentId: { $eq: documentId } });

const truckFilter = ({ truck, area }: JobListFilters): QueryObject | undefined => {
  if (!truck && !area) return undefined;
  return { ...(truck ? equals(truck) : {}), ...(area ? { area: equals(area) } : {}) };
};

const plannedDateFilter = ({ from, to }: JobListFilters): QueryObject | undefined => {
  if (!from && !to) return undefined;
  return { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
};

/**
 * The list of real jobs (never templates) as the office reads it: drafts stay on their own page
 * unless the status filter asks for them. Enough of each relation to draw a row, and the stops
 * for the route and the expanded row.
 */
export const jobListQuery = (
  state: ListState,
  filters: JobListFilters,
  { withDriver, withTrip = false }: JobListQueryOptions,
): ListQueryParams => ({
  page: state.page,
  pageSize: LIST_PAGE_SIZE,
  sort: state.sort ? [state.sort] : undefined,
  search: state.search ? { term: state.search } : undefined,
  filters: {
    kind: { $eq: 'job' },
    status: state.status === 'all' ? { $ne: 'draft' } : { $eq: state.status },
    plannedDate: plannedDateFilter(filters),
    customer: filters.customer ? equals(filters.customer) : undefined,
    truck: truckFilter(filters),
  },
  populate: {
    customer: { fields: ['companyName'] },
    truck: { fields: ['truckName', 'truckNumber'] },
    ...(withDriver ? { driver: { fields: ['firstName', 'lastName'] } } : {}),
    ...(withTrip ? { trip: { fields: ['tripNumber'] } } : {}),
    stops: { fields: ['sequence', 'type', 'place', 'plannedFrom', 'plannedTo'] },
  },
});
