import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listStateToParams, parseListState, updateListState, type CustomerListState } from '../model/list-state';

/** The list state, read from and written to the URL (see model/list-state). */
export const useCustomerListState = (): [CustomerListState, (change: Partial<CustomerListState>) => void] => {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const update = useCallback(
    (change: Partial<CustomerListState>) => setParams(listStateToParams(updateListState(state, change))),
    [setParams, state],
  );
  return [state, update];
};
