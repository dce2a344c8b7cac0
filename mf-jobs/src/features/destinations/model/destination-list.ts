import type { ListQueryParams } from '@haulage/shared/api';
import { LIST_PAGE_SIZE, readListState, writeListState, type ListState, type ListStateOptions } from '@haulage/shared/area-kit';

/** Sorted by name unless the URL says otherwise; name and city are the sortable columns. */
export const DESTINATION_LIST_OPTIONS: ListStateOptions = {
  defaultSort: { field: 'name', order: 'asc' },
  sortFields: ['name', 'city'],
};

/** The list's URL state: the kit's search, sort and page, plus the area it is narrowed to. */
export interface DestinationListState extends ListState {
  /** documentId of the area, or null for every area. */
  area: string | null;
}

export const readDestinationListState = (query: URLSearchParams): DestinationListState => ({
  ...readListState(query, DESTINATION_LIST_OPTIONS),
  area: query.get('area') || null,
});

export const writeDestinationListState = (state: DestinationListState): URLSearchParams => {
  const query = writeListState(state, DESTINATION_LIST_OPTIONS);
  if (state.area) query.set('area', state.area);
  return query;
};

/** Changing anything but the page starts again at page 1, as on every list. */
export const changeDestinationListState = (state: DestinationListState, change: Partial<DestinationListState>): DestinationListState => ({
  ...state,
  ...change,
  page: change.page ?? 1,
});

/**
 * The spec's list call: 20 a page, the server's search (`_q`) for what the user typed, the area
 * filter and the area populated (`populate[0]=area`).
 */
export const destinationListQuery = (state: DestinationListState): ListQueryParams => ({
  page: state.page,
  pageSize: LIST_PAGE_SIZE,
  sort: state.sort ? [state.sort] : undefined,
  search: state.search ? { term: state.search } : undefined,
  filters: state.area ? { area: { documentId: { $eq: state.area } } } : undefined,
  populate: ['area'],
});
