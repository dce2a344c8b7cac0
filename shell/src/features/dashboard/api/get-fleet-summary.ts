import type { FleetSummary } from '@haulage/shared/contracts';
import { shellApi } from '../../../platform/shell-api';

/** `GET /api/fleet-summary`: trucks by status, totals and what falls due within 30 days. */
export const fleetSummaryApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getFleetSummary: build.query<FleetSummary, void>({
      query: () => '/api/fleet-summary',
      transformResponse: (body: FleetSummary | { data: FleetSummary }) => ('data' in body ? body.data : body),
      providesTags: ['FleetSummary'],
    }),
  }),
});

export const { useGetFleetSummaryQuery } = fleetSummaryApi;
