import { readListState, updateListState, writeListState, type ListState, type ListStateOptions } from '@haulage/shared/area-kit';

/** The columns the job list sorts by; any other `sort` in the URL is ignored. */
export const JOB_SORT_FIELDS = ['jobNumber', 'plannedDate', 'status', 'customer.companyName'] as const;

/** Newest job first unless the URL says otherwise: a job just created or imported is at the top. */
export const JOB_LIST_OPTIONS: ListStateOptions = {
  defaultSort: { field: 'jobNumber', order: 'desc' },
  sortFields: JOB_SORT_FIELDS,
};

/** The job list's own filters beside the kit's search, status, sort and page; each is a URL parameter. */
export interface JobListFilters {
  /** Planned on or after this day (YYYY-MM-DD). */
  from: string;
  /** Planned on or before this day (YYYY-MM-DD). */
  to: string;
  /** documentIds of the customer, truck and area (the truck's). */
  customer: string;
  truck: string;
  area: string;
}

const FILTER_KEYS = ['from', 'to', 'customer', 'truck', 'area'] as const satisfies readonly (keyof JobListFilters)[];
const DATE_KEYS = new Set<keyof JobListFilters>(['from', 'to']);
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const NO_JOB_FILTERS: JobListFilters = { from: '', to: '', customer: '', truck: '', area: '' };

/** Reads the filters from the URL; a date that is not a calendar date is dropped rather than sent. */
export const readJobFilters = (query: URLSearchParams): JobListFilters => {
  const filters = { ...NO_JOB_FILTERS };
  for (const key of FILTER_KEYS) {
    const value = query.get(key)?.trim() ?? '';
    filters[key] = DATE_KEYS.has(key) && !CALENDAR_DATE.test(value) ? '' : value;
  }
  return filters;
};

export const readJobList = (query: URLSearchParams): { state: ListState; filters: JobListFilters } => ({
  state: readListState(query, JOB_LIST_OPTIONS),
  filters: readJobFilters(query),
});

/**
 * The URL after a change to the list: the kit's parameters and the job filters together, only what
 * differs from the defaults. Any change but the page starts again at page 1.
 */
export const changeJobList = (
  query: URLSearchParams,
  change: Partial<ListState>,
  filterChange: Partial<JobListFilters> = {},
): URLSearchParams => {
  const { state, filters } = readJobList(query);
  const next = writeListState(updateListState(state, change), JOB_LIST_OPTIONS);
  const merged = { ...filters, ...filterChange };
  for (const key of FILTER_KEYS) if (merged[key]) next.set(key, merged[key]);
  return next;
};

/** Whether the user narrowed the list, so an empty page means "no match" rather than "no jobs yet". */
export const isNarrowed = (state: ListState, filters: JobListFilters): boolean =>
  state.search !== '' || state.status !== 'all' || FILTER_KEYS.some((key) => filters[key] !== '');
