import type { ItemResponse, Trip, TripInput } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

const changed = (documentId: string) => [
  { type: 'Trip' as const, id: documentId },
  { type: 'Trip' as const, id: 'LIST' },
  'Board' as const,
];

/** Combine (POST), reorder the stops (PUT) and split (DELETE) a trip; the jobs and boards follow. */
export const tripWritesApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    createTrip: build.mutation<ItemResponse<Trip>, TripInput>({
      query: (data) => ({ url: '/api/trips', method: 'POST', data: { data } }),
      invalidatesTags: [{ type: 'Trip', id: 'LIST' }, { type: 'Job', id: 'LIST' }, 'Board', 'AreaBoard'],
    }),
    reorderTrip: build.mutation<ItemResponse<Trip>, { documentId: string; stops: string[] }>({
      query: ({ documentId, stops }) => ({ url: `/api/trips/${encodeURIComponent(documentId)}`, method: 'PUT', data: { data: { stops } } }),
      invalidatesTags: (_r, _e, { documentId }) => changed(documentId),
    }),
    splitTrip: build.mutation<void, string>({
      query: (documentId) => ({ url: `/api/trips/${encodeURIComponent(documentId)}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, documentId) => [...changed(documentId), { type: 'Job', id: 'LIST' }],
    }),
  }),
});

export const { useCreateTripMutation, useReorderTripMutation, useSplitTripMutation } = tripWritesApi;
