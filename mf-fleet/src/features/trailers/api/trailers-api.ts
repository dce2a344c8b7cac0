import { resourceEndpoints } from '@haulage/shared/api';
import type { Trailer, TrailerInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

/** A trailer is a plain collection: list, get, create, update, delete. */
export const trailersApi = fleetApi.injectEndpoints({
  endpoints: (build) =>
    resourceEndpoints<Trailer, TrailerInput>()(build, { url: '/api/trailers', tag: 'Trailer', one: 'Trailer', many: 'Trailers' }),
});

export const { useGetTrailersQuery, useGetTrailerQuery, useCreateTrailerMutation, useUpdateTrailerMutation, useDeleteTrailerMutation } =
  trailersApi;
