import { resourceEndpoints } from '@haulage/shared/api';
import type { Truck, TruckInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';
import { truckListQuery } from '../model/truck-list-query';

/** A truck is a plain collection: list (the page's state through `truckListQuery`), get, create, update, delete. */
export const trucksApi = fleetApi.injectEndpoints({
  endpoints: (build) =>
    resourceEndpoints<Truck, TruckInput>()(build, {
      url: '/api/trucks',
      tag: 'Truck',
      one: 'Truck',
      many: 'Trucks',
      listQuery: truckListQuery,
    }),
});

export const { useGetTrucksQuery, useGetTruckQuery, useCreateTruckMutation, useUpdateTruckMutation, useDeleteTruckMutation } = trucksApi;
