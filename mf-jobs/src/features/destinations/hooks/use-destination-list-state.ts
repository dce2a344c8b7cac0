import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeDestinationListState,
  readDestinationListState,
  writeDestinationListState,
  type DestinationListState,
} from '../model/destination-list';

/** The destination list's search, sort, page and area, read from and written to the URL. */
export const useDestinationListState = () => {
  const [query, setQuery] = useSearchParams();
  const state = useMemo(() => readDestinationListState(query), [query]);
  const update = useCallback(
    (change: Partial<DestinationListState>) => setQuery(writeDestinationListState(changeDestinationListState(state, change))),
    [state, setQuery],
  );
  return { state, update };
};
