import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListState } from '@haulage/shared/area-kit';
import { changeJobList, readJobList, type JobListFilters } from '../model/job-list-state';

/**
 * The job list's search, status, sort and page (the area kit's list state) together with its own
 * filters, all in the URL: the kit's hook would drop parameters it does not know on every change.
 */
export const useJobListState = () => {
  const [query, setQuery] = useSearchParams();
  const { state, filters } = useMemo(() => readJobList(query), [query]);
  const update = useCallback(
    (change: Partial<ListState>, filterChange?: Partial<JobListFilters>) => setQuery(changeJobList(query, change, filterChange)),
    [query, setQuery],
  );
  const setFilters = useCallback((change: Partial<JobListFilters>) => update({}, change), [update]);
  return { state, filters, update, setFilters };
};
