import { parseList } from '@haulage/shared/api';
import type { ListResponse } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

export interface DriverOption {
  documentId: string;
  label: string;
}

interface DriverName {
  documentId: string;
  firstName: string;
  lastName: string;
  employeeNumber?: string | null;
}

/** The drivers a truck can be given, by last name; only the fields the picker shows are loaded. */
export const getDriverOptionsApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getDriverOptions: build.query<DriverOption[], void>({
      query: () => ({
        url: '/api/drivers',
        list: { pageSize: 100, sort: [{ field: 'lastName', order: 'asc' }], fields: ['firstName', 'lastName', 'employeeNumber'] },
      }),
      transformResponse: (response: ListResponse<DriverName>) =>
        parseList(response).items.map((d) => ({
          documentId: d.documentId,
          label: `${d.firstName} ${d.lastName}${d.employeeNumber ? ` (${d.employeeNumber})` : ''}`,
        })),
      providesTags: [{ type: 'Driver', id: 'LIST' }],
    }),
  }),
});

export const { useGetDriverOptionsQuery } = getDriverOptionsApi;
