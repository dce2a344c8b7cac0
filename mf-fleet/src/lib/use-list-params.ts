import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortSpec } from '@haulage/shared/api';
import { readListParams, writeListParams, type ListParams } from './list-params';

/** A list screen's search, status, sort and page, read from and written to the URL. */
export const useListParams = () => {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readListParams(query), [query]);
  const update = useCallback(
    (next: Partial<ListParams>, resetPage = true) =>
      setQuery(writeListParams({ ...params, ...(resetPage ? { page: 1 } : {}), ...next })),
    [params, setQuery],
  );
  return {
    params,
    setSearch: (search: string) => update({ search }),
    setStatus: (status: string) => update({ status }),
    setPage: (page: number) => update({ page }, false),
    setSort: (sort: SortSpec) => update({ sortField: sort.field, sortOrder: sort.order }),
    sort: params.sortField ? { field: params.sortField, order: params.sortOrder } : null,
  };
};
