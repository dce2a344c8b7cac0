import { parseList } from '@haulage/shared/api';
import type { Area, Customer, Destination, Driver, ListResponse, Truck } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { jobsApi } from '../jobs-api';

/** A picker's choices: what the user typed goes to the server search (`_q`), 20 at a time. */
const pick = (url: string, term: string, sortField: string, populate?: string[]) => ({
  url,
  list: {
    pageSize: 20,
    sort: [{ field: sortField, order: 'asc' as const }],
    search: term ? { term } : undefined,
    populate,
  },
});

/** Choices for the job form, filters and the board's menus. */
export const getOptionsApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerOptions: build.query<Customer[], string>({
      query: (term) => pick('/api/customers', term, 'companyName', ['contacts']),
      transformResponse: (response: ListResponse<Customer>) => parseList(response).items,
      providesTags: (result) => listTags('Customer', result),
    }),
    getDestinationOptions: build.query<Destination[], string>({
      query: (term) => pick('/api/destinations', term, 'name', ['area']),
      transformResponse: (response: ListResponse<Destination>) => parseList(response).items,
      providesTags: (result) => listTags('Destination', result),
    }),
    getTruckOptions: build.query<Truck[], string>({
      query: (term) => pick('/api/trucks', term, 'truckNumber'),
      transformResponse: (response: ListResponse<Truck>) => parseList(response).items,
      providesTags: (result) => listTags('Truck', result),
    }),
    getDriverOptions: build.query<Driver[], string>({
      query: (term) => pick('/api/drivers', term, 'lastName'),
      transformResponse: (response: ListResponse<Driver>) => parseList(response).items,
      providesTags: (result) => listTags('Driver', result),
    }),
    getAreaOptions: build.query<Area[], void>({
      query: () => ({ url: '/api/areas', list: { pageSize: 200, sort: [{ field: 'name', order: 'asc' as const }] } }),
      transformResponse: (response: ListResponse<Area>) => parseList(response).items,
      providesTags: (result) => listTags('Area', result),
    }),
  }),
});

export const {
  useGetCustomerOptionsQuery,
  useGetDestinationOptionsQuery,
  useGetTruckOptionsQuery,
  useGetDriverOptionsQuery,
  useGetAreaOptionsQuery,
} = getOptionsApi;
