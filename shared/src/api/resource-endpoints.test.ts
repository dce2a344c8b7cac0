import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createAxiosBaseQuery } from './axios-base-query';
import type { ListQueryParams } from './list-query';
import { resourceEndpoints } from './resource-endpoints';

interface Truck {
  documentId: string;
  truckName: string;
}

const truck: Truck = { documentId: 't1', truckName: 'Volvo' };

/** An area's api over a fake server that records every request and answers the Strapi envelopes. */
const setUp = (options: { deleteAnswers?: Truck } = {}) => {
  const requests: InternalAxiosRequestConfig[] = [];
  const http = axios.create();
  http.defaults.adapter = async (config) => {
    requests.push(config);
    const method = config.method?.toUpperCase();
    const body =
      method === 'DELETE'
        ? options.deleteAnswers && { data: options.deleteAnswers, meta: {} }
        : config.url?.startsWith('/api/trucks?')
          ? { data: [truck], meta: { pagination: { page: 1, pageSize: 20, pageCount: 1, total: 1 } } }
          : { data: truck, meta: {} };
    const status = method === 'DELETE' && !options.deleteAnswers ? 204 : 200;
    return { status, statusText: '', headers: {}, config, data: body } as AxiosResponse;
  };
  const api = createApi({
    reducerPath: 'testApi',
    baseQuery: createAxiosBaseQuery(() => http),
    tagTypes: ['Truck', 'Audit'],
    keepUnusedDataFor: 60,
    endpoints: (build) =>
      resourceEndpoints<Truck, Omit<Truck, 'documentId'>>()(build, {
        url: '/api/trucks',
        tag: 'Truck',
        one: 'Truck',
        many: 'Trucks',
        listQuery: ({ search }: { search: string }): ListQueryParams => ({
          search: { term: search },
          sort: [{ field: 'truckName', order: 'asc' }],
        }),
        alsoInvalidates: (documentId) => [{ type: 'Audit', id: documentId }],
      }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (get) => get({ serializableCheck: false, immutableCheck: false }).concat(api.middleware),
  });
  const urls = () => requests.map((request) => `${request.method?.toUpperCase()} ${request.url}`);
  // A refetch started by an invalidation reaches the fake server a few ticks after the write.
  const until = async (count: () => number, expected: number) => {
    for (let waited = 0; count() < expected && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    return count();
  };
  return { api, store, urls, requests, until };
};

describe('resourceEndpoints', () => {
  it('names the endpoints after the resource, so the hooks are useGetTrucksQuery, useCreateTruckMutation and so on', () => {
    const { api } = setUp();
    expect(Object.keys(api.endpoints).sort()).toEqual(['createTruck', 'deleteTruck', 'getTruck', 'getTrucks', 'updateTruck']);
  });

  it('asks the list with the shared list query built from the page state, and answers items and pagination', async () => {
    const { api, store, urls } = setUp();
    const list = await store.dispatch(api.endpoints.getTrucks.initiate({ search: 'vol' }));
    expect(urls()).toEqual([
      'GET /api/trucks?sort[0]=truckName:asc&pagination[page]=1&pagination[pageSize]=20&pagination[withCount]=true&_q=vol',
    ]);
    const items: Truck[] | undefined = list.data?.items;
    expect(items).toEqual([truck]);
    expect(list.data?.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 1, total: 1 });
  });

  it('reads one entry with everything populated and answers the entry itself', async () => {
    const { api, store, requests } = setUp();
    const one = await store.dispatch(api.endpoints.getTruck.initiate('a/b'));
    expect(requests[0]).toMatchObject({ method: 'get', url: '/api/trucks/a%2Fb', params: { populate: '*' } });
    const name: string | undefined = one.data?.truckName;
    expect(name).toBe('Volvo');
  });

  it('creates and updates in the data envelope and answers the whole envelope (its meta carries warnings)', async () => {
    const { api, store, requests } = setUp();
    const created = await store.dispatch(api.endpoints.createTruck.initiate({ truckName: 'Scania' })).unwrap();
    await store.dispatch(api.endpoints.updateTruck.initiate({ documentId: 't1', data: { truckName: 'MAN' } }));
    expect(requests.map(({ method, url, data }) => [method, url, JSON.parse(String(data))])).toEqual([
      ['post', '/api/trucks', { data: { truckName: 'Scania' } }],
      ['put', '/api/trucks/t1', { data: { truckName: 'MAN' } }],
    ]);
    expect(created).toEqual({ data: truck, meta: {} });
  });

  it('refreshes the list after a create, and the list and the entry after an update or a delete', async () => {
    const { api, store, urls, until } = setUp();
    const reads = () => urls().filter((url) => url.startsWith('GET')).length;
    const list = store.dispatch(api.endpoints.getTrucks.initiate({ search: '' }));
    const one = store.dispatch(api.endpoints.getTruck.initiate('t1'));
    expect(await until(reads, 2)).toBe(2);

    await store.dispatch(api.endpoints.createTruck.initiate({ truckName: 'Scania' }));
    expect(await until(reads, 3)).toBe(3);
    expect(urls().at(-1)).toMatch(/^GET \/api\/trucks\?/);

    await store.dispatch(api.endpoints.updateTruck.initiate({ documentId: 't1', data: { truckName: 'MAN' } }));
    expect(await until(reads, 5)).toBe(5);

    await store.dispatch(api.endpoints.deleteTruck.initiate('t1'));
    expect(await until(reads, 7)).toBe(7);
    list.unsubscribe();
    one.unsubscribe();
  });

  it('also makes stale the tags the resource names for a written entry', async () => {
    const { api, store, urls, until } = setUp();
    const withAudit = api.injectEndpoints({
      endpoints: (build) => ({
        getAudit: build.query<unknown, string>({
          query: (id) => `/api/audit/${id}`,
          providesTags: (_r, _e, id) => [{ type: 'Audit', id }],
        }),
      }),
    });
    const auditReads = () => urls().filter((url) => url === 'GET /api/audit/t1').length;
    const audit = store.dispatch(withAudit.endpoints.getAudit.initiate('t1'));
    await until(auditReads, 1);
    await store.dispatch(api.endpoints.updateTruck.initiate({ documentId: 't2', data: {} }));
    await store.dispatch(api.endpoints.updateTruck.initiate({ documentId: 't1', data: {} }));
    expect(await until(auditReads, 2)).toBe(2);
    audit.unsubscribe();
  });

  it('answers null for a delete the server answers 204, and the entry it kept otherwise', async () => {
    const gone = setUp();
    expect(await gone.store.dispatch(gone.api.endpoints.deleteTruck.initiate('t1')).unwrap()).toBeNull();
    const kept = setUp({ deleteAnswers: { ...truck, truckName: 'archived' } });
    expect(await kept.store.dispatch(kept.api.endpoints.deleteTruck.initiate('t1')).unwrap()).toEqual({ ...truck, truckName: 'archived' });
  });
});
