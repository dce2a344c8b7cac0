import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { type BasketJob, combineBasket, type CombineBasketState, saveBasket } from './combine-basket';

type WithBasket = { [combineBasket.name]?: CombineBasketState };
const EMPTY: CombineBasketState = { jobs: [] };

/** The basket from any page of the area: its jobs, add, remove and reset; kept in the tab's storage. */
export const useCombineBasket = () => {
  const state = useSelector((root: WithBasket) => root[combineBasket.name] ?? EMPTY);
  const dispatch = useDispatch();
  useEffect(() => saveBasket(typeof sessionStorage === 'undefined' ? undefined : sessionStorage, state), [state]);
  return {
    jobs: state.jobs,
    has: (documentId: string) => state.jobs.some((job) => job.documentId === documentId),
    add: (jobs: BasketJob[]) => dispatch(combineBasket.actions.added(jobs)),
    remove: (documentId: string) => dispatch(combineBasket.actions.removed(documentId)),
    reset: () => dispatch(combineBasket.actions.reset()),
  };
};
