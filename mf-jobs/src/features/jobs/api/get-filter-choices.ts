import { parseList } from '@haulage/shared/api';
import type { Customer, ListResponse, Truck } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** One choice of a filter select: the relation's documentId and what the office calls it. */
export interface Choice {
  value: string;
  label: string;
}

// A select the office scrolls or types into: every customer and truck by name, only the fields it shows.
const choices = (url: string, sortField: string, fields: string[]) => ({
  url,
  list: { pageSize: 500, sort: [{ field: sortField, order: 'asc' as const }], fields },
});

export const getFilterChoicesApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerChoices: build.query<Choice[], void>({
      query: () => choices('/api/customers', 'companyName', ['companyName']),
      transformResponse: (response: ListResponse<Customer>) =>
        parseList(response).items.map((customer) => ({ value: customer.documentId, label: customer.companyName })),
      providesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
    getTruckChoices: build.query<Choice[], void>({
      query: () => choices('/api/trucks', 'truckName', ['truckName', 'truckNumber']),
      transformResponse: (response: ListResponse<Truck>) =>
        parseList(response).items.map((truck) => ({ value: truck.documentId, label: `${truck.truckName} (${truck.truckNumber})` })),
      providesTags: [{ type: 'Truck', id: 'LIST' }],
    }),
  }),
});

export const { useGetCustomerChoicesQuery, useGetTruckChoicesQuery } = getFilterChoicesApi;
