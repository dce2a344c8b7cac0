import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortSpec } from '@haulage/shared/api';
import { readListState, updateListState, writeListState, type ListState, type ListStateOptions } from './list-state';

/** What a server-paged table of a list screen takes from the list state and the page it shows. */
export interface ListTableControls {
  sort: SortSpec | null;
  onSortChange: (sort: SortSpec) => void;
  page: number;
  pageCount: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** A list screen's search, status, sort, page and saved filter, read from and written to the URL. */
export const useListState = (options: ListStateOptions = {}) => {
  const [query, setQuery] = useSearchParams();
  const { defaultSort = null, sortFields } = options;
  const state = useMemo(() => readListState(query, { defaultSort, sortFields }), [query, defaultSort, sortFields]);
  const update = useCallback(
    (change: Partial<ListState>) => setQuery(writeListState(updateListState(state, change), { defaultSort, sortFields })),
    [state, setQuery, defaultSort, sortFields],
  );
  return {
    state,
    update,
    setSearch: (search: string) => update({ search }),
    setStatus: (status: string) => update({ status }),
    setPage: (page: number) => update({ page }),
    setSort: (sort: SortSpec) => update({ sort }),
    setFilter: (filter: string | null) => update({ filter }),
    /** The table's sort and paging: the state's sort, the shown page's numbers, and their setters. */
    tableControls: (pagination: { page: number; pageCount: number; total: number }): ListTableControls => ({
      sort: state.sort,
      onSortChange: (sort: SortSpec) => update({ sort }),
      page: pagination.page,
      pageCount: pagination.pageCount,
      total: pagination.total,
      onPageChange: (page: number) => update({ page }),
    }),
  };
};
