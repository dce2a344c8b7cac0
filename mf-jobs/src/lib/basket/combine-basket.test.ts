import { BASKET_LIMIT, combineBasket, loadBasket, saveBasket } from './combine-basket';

const { added, removed, reset } = combineBasket.actions;
const job = (n: number) => ({ documentId: `job${n}`, jobNumber: 10000 + n, label: `Job ${10000 + n}` });
const reduce = combineBasket.reducer;

describe('the combineJobs basket', () => {
  it('adds jobs once each, removes one and resets', () => {
    let state = reduce({ jobs: [] }, added([job(1), job(2)]));
    state = reduce(state, added([job(2), job(3)]));
    expect(state.jobs.map((j) => j.jobNumber)).toEqual([10001, 10002, 10003]);
    state = reduce(state, removed('job2'));
    expect(state.jobs.map((j) => j.jobNumber)).toEqual([10001, 10003]);
    expect(reduce(state, reset()).jobs).toEqual([]);
  });

  it('holds at most as many jobs as a trip takes', () => {
    const state = reduce({ jobs: [] }, added(Array.from({ length: BASKET_LIMIT + 5 }, (_, i) => job(i))));
    expect(state.jobs).toHaveLength(BASKET_LIMIT);
  });

  it('is kept in the tab’s storage and survives a broken entry', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    saveBasket(storage, { jobs: [job(7)] });
    expect(loadBasket(storage).jobs).toEqual([job(7)]);
    store.set([...store.keys()][0]!, '{not json');
    expect(loadBasket(storage)).toEqual({ jobs: [] });
  });
});
