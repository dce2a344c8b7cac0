import { parseList } from '@haulage/shared/api';
import type { ListResponse, OdometerReading } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

/** The truck's odometer history, newest first. */
export const getOdometerReadingsApi = fleetApi.injectEndpoints({
  endpoints: (build) => ({
    getOdometerReadings: build.query<OdometerReading[], string>({
      query: (truckDocumentId) => ({
        url: '/api/odometer-readings',
        list: { pageSize: 10, sort: [{ field: 'readAt', order: 'desc' }], filters: { truck: { documentId: { $eq: truckDocumentId } } } },
      }),
      transformResponse: (response: ListResponse<OdometerReading>) => parseList(response).items,
      providesTags: (_r, _e, truckDocumentId) => [{ type: 'Truck', id: truckDocumentId }],
    }),
  }),
});

export const { useGetOdometerReadingsQuery } = getOdometerReadingsApi;
