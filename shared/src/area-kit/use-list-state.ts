import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortSpec } from '@haulage/shared/api';
import { readListState, updateListState, writeListState, type ListState, type ListStateOptions } from './list-state';

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
  };
};
