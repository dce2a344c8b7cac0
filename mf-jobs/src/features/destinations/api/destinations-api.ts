import { resourceEndpoints } from '@haulage/shared/api';
import type { Destination, DestinationInput } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';
import { destinationListQuery } from '../model/destination-list';

/**
 * A place is added through the geocoding form; here it is listed (each row with its area), changed
 * (not geocoded again: coordinates sent are kept, otherwise the stored ones stay) and removed (the
 * API may refuse a place still in use).
 */
export const destinationsApi = jobsApi.injectEndpoints({
  endpoints: (build) => {
    const { getDestinations, updateDestination, deleteDestination } = resourceEndpoints<Destination, DestinationInput>()(build, {
      url: '/api/destinations',
      tag: 'Destination',
      one: 'Destination',
      many: 'Destinations',
      listQuery: destinationListQuery,
    });
    return { getDestinations, updateDestination, deleteDestination };
  },
});

export const { useGetDestinationsQuery, useUpdateDestinationMutation, useDeleteDestinationMutation } = destinationsApi;
