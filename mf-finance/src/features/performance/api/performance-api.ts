import { parseList } from '@haulage/shared/api';
import type {
  Area,
  CustomerPerformanceResponse,
  ListResponse,
  PerformanceQuery,
  TruckPerformanceResponse,
} from '@haulage/shared/contracts';
import { financeApi } from '#lib';

export type PerformanceArgs = PerformanceQuery & { page?: number };

/** The report's own filters as plain parameters, its paging in the list query's form. */
const request = (url: string, { page = 1, ...query }: PerformanceArgs) => ({
  url,
  params: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')),
  list: { page },
});

// The endpoint names are the spec's state names: the store holds `truckPerformance` and `customerPerformance`.
const performanceApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    truckPerformance: build.query<TruckPerformanceResponse, PerformanceArgs>({
      query: (args) => request('/api/trucks/performance', args),
      providesTags: ['TruckPerformance'],
    }),
    customerPerformance: build.query<CustomerPerformanceResponse, PerformanceArgs>({
      query: (args) => request('/api/customers/performance', args),
      providesTags: ['CustomerPerformance'],
    }),
    /** The area filter's choices: few enough for one page. */
    areaOptions: build.query<Area[], void>({
      query: () => ({ url: '/api/areas', list: { pageSize: 200, sort: [{ field: 'name', order: 'asc' as const }] } }),
      transformResponse: (response: ListResponse<Area>) => parseList(response).items,
    }),
  }),
});

export const { useTruckPerformanceQuery, useCustomerPerformanceQuery, useAreaOptionsQuery } = performanceApi;

/** The CSV export's URL for the same filters (downloaded with the user's token). */
export const performanceCsvUrl = (report: 'trucks' | 'customers', { page: _page, ...query }: PerformanceArgs): string =>
  `/api/${report}/performance/export-csv?${new URLSearchParams(
    Object.entries(query).filter((pair): pair is [string, string] => typeof pair[1] === 'string' && pair[1] !== ''),
  ).toString()}`;
