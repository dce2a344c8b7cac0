import type { ItemResponse, Trip } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** POST /api/trips/:id/jobs: the job joins the trip on its truck, driver and day (conflicts as warnings). */
export const addToTripApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    addToTrip: build.mutation<ItemResponse<Trip>, { trip: string; job: string }>({
      query: ({ trip, job }) => ({ url: `/api/trips/${encodeURIComponent(trip)}/jobs`, method: 'POST', data: { data: { jobs: [job] } } }),
      invalidatesTags: (_result, _error, { trip, job }) => [
        { type: 'Trip', id: trip },
        { type: 'Trip', id: 'LIST' },
        { type: 'Job', id: job },
        { type: 'Job', id: 'LIST' },
        'Board',
        'AreaBoard',
      ],
    }),
  }),
});

export const { useAddToTripMutation } = addToTripApi;
