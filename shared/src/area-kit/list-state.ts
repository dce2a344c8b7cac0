import type { SortSpec } from '@haulage/shared/api';

/** The state of a list screen, kept in the URL so reload, back and a shared link keep it. */
export interface ListState {
  page: number;
  search: string;
  /** 'all' means no status filter. */
  status: string;
  sort: SortSpec | null;
  /** documentId of an applied saved filter, if any. */
  filter: string | null;
}

export interface ListStateOptions {
  /** The sort when the URL names none (it is then left out of the URL). */
  defaultSort?: SortSpec | null;
  /** Fields the list may sort by; any other `sort` in the URL is ignored. */
  sortFields?: readonly string[];
}

export const LIST_PAGE_SIZE = 20;

const sortOf = (value: string | null, options: ListStateOptions): SortSpec | null => {
  const [field, order] = (value ?? '').split(':');
  if (!field || (options.sortFields && !options.sortFields.includes(field))) return options.defaultSort ?? null;
  return { field, order: order === 'desc' ? 'desc' : 'asc' };
};

const sameSort = (a: SortSpec | null | undefined, b: SortSpec | null | undefined) =>
  (a ?? null) === (b ?? null) || (a?.field === b?.field && a?.order === b?.order);

/** Reads `?search=…&status=…&sort=field:order&page=…&filter=…`; nonsense falls back to defaults. */
export const readListState = (query: URLSearchParams, options: ListStateOptions = {}): ListState => {
  const page = Number(query.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: query.get('search') ?? '',
    status: query.get('status') || 'all',
    sort: sortOf(query.get('sort'), options),
    filter: query.get('filter') || null,
  };
};

/** Only what differs from the defaults goes into the URL, so a fresh list has a clean address. */
export const writeListState = (state: ListState, options: ListStateOptions = {}): URLSearchParams => {
  const query = new URLSearchParams();
  if (state.search) query.set('search', state.search);
  if (state.status && state.status !== 'all') query.set('status', state.status);
  if (state.sort && !sameSort(state.sort, options.defaultSort)) query.set('sort', `${state.sort.field}:${state.sort.order}`);
  if (state.page > 1) query.set('page', String(state.page));
  if (state.filter) query.set('filter', state.filter);
  return query;
};

/** Changing anything but the page starts again at page 1. */
export const updateListState = (state: ListState, change: Partial<ListState>): ListState => ({
  ...state,
  ...change,
  page: change.page ?? 1,
});
