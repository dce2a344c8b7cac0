import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A job waiting in the combineJobs basket: enough to list it without reading it again. */
export interface BasketJob {
  documentId: string;
  jobNumber: number;
  label: string;
}

export interface CombineBasketState {
  jobs: BasketJob[];
}

export const BASKET_LIMIT = 20;
const STORAGE_KEY = 'haulage.jobs.combineJobs';

/** The basket survives a reload of the tab (its session), not a new tab: a dispatcher's work in hand. */
export const loadBasket = (storage: Pick<Storage, 'getItem'> | undefined): CombineBasketState => {
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as CombineBasketState | null;
    return Array.isArray(parsed?.jobs)
      ? { jobs: parsed.jobs.filter((job) => typeof job?.documentId === 'string').slice(0, BASKET_LIMIT) }
      : { jobs: [] };
  } catch {
    return { jobs: [] };
  }
};

export const saveBasket = (storage: Pick<Storage, 'setItem'> | undefined, state: CombineBasketState): void => {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A full or blocked storage only costs the basket on reload.
  }
};

/** The spec's `combineJobs` state: jobs collected from the list and details, combined into a trip, reset. */
export const combineBasket = createSlice({
  name: 'combineJobs',
  initialState: (): CombineBasketState => loadBasket(typeof sessionStorage === 'undefined' ? undefined : sessionStorage),
  reducers: {
    added: (state, action: PayloadAction<BasketJob[]>) => {
      for (const job of action.payload) {
        if (state.jobs.length >= BASKET_LIMIT) break;
        if (!state.jobs.some((known) => known.documentId === job.documentId)) state.jobs.push(job);
      }
    },
    removed: (state, action: PayloadAction<string>) => {
      state.jobs = state.jobs.filter((job) => job.documentId !== action.payload);
    },
    reset: (state) => {
      state.jobs = [];
    },
  },
});
