import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortSpec } from '@haulage/shared/api';
import { readListState, updateListState, writeListState, type ListState, type ListStateOptions } from './list-state';

/** What a server-paged table of a list screen takes from the list state and the page it shows. */
export interface ListTableControls {
  sort: SortSpec | null;
  onSortChange: (sort: SortSpec) => void;
  page: number;
  pageCount: number;
  total?: number;
  onPageChange: (page: number) => void;
}

/** The numbers of the page a list shows; absent while the first page loads. */
export interface ListPagination {
  page: number;
  pageCount: number;
  total: number;
}

/**
 * The table's sort and paging from a list state and the page shown: before the first page has
 * loaded, the state's page of one.
 */
export const listTableControls = (
  state: Pick<ListState, 'page' | 'sort'>,
  update: (change: { page?: number; sort?: SortSpec }) => void,
  pagination?: ListPagination,
): ListTableControls => ({
  sort: state.sort,
  onSortChange: (sort: SortSpec) => update({ sort }),
  page: pagination?.page ?? state.page,
  pageCount: pagination?.pageCount ?? 1,
  total: pagination?.total,
  onPageChange: (page: number) => update({ page }),
});

const setters = (update: (change: Partial<ListState>) => void) => ({
  setSearch: (search: string) => update({ search }),
  setStatus: (status: string) => update({ status }),
  setPage: (page: number) => update({ page }),
  setSort: (sort: SortSpec) => update({ sort }),
  setFilter: (filter: string | null) => update({ filter }),
});

const LIST_KEYS: readonly string[] = ['search', 'status', 'sort', 'page', 'filter'];

/** What else the screen keeps in its URL (an open record, a period) stays when the list changes. */
const withOthers = (list: URLSearchParams, current: URLSearchParams): URLSearchParams => {
  for (const [key, value] of current) if (!LIST_KEYS.includes(key)) list.append(key, value);
  return list;
};

/** A list screen's search, status, sort, page and saved filter, read from and written to the URL. */
export const useListState = (options: ListStateOptions = {}) => {
  const [query, setQuery] = useSearchParams();
  const { defaultSort = null, sortFields } = options;
  const state = useMemo(() => readListState(query, { defaultSort, sortFields }), [query, defaultSort, sortFields]);
  const update = useCallback(
    (change: Partial<ListState>) =>
      setQuery(withOthers(writeListState(updateListState(state, change), { defaultSort, sortFields }), query)),
    [state, query, setQuery, defaultSort, sortFields],
  );
  return {
    state,
    update,
    ...setters(update),
    /** The table's sort and paging: the state's sort, the shown page's numbers, and their setters. */
    tableControls: (pagination?: ListPagination) => listTableControls(state, update, pagination),
  };
};

/**
 * The same list state kept in the component, for a list that is one part of a screen (a section
 * of a details page, a pane beside a board) whose paging must not take over the screen's URL.
 */
export const useLocalListState = (initial: Partial<ListState> = {}) => {
  const [state, setState] = useState<ListState>(() => ({ ...readListState(new URLSearchParams()), ...initial }));
  const update = useCallback((change: Partial<ListState>) => setState((current) => updateListState(current, change)), []);
  return {
    state,
    update,
    ...setters(update),
    tableControls: (pagination?: ListPagination) => listTableControls(state, update, pagination),
  };
};
