import { resourceEndpoints } from '@haulage/shared/api';
import type { Driver, DriverInput } from '@haulage/shared/contracts';
import { fleetApi } from '../../../lib/fleet-api';

/** A driver is a plain collection: list, get, create, update, delete. */
export const driversApi = fleetApi.injectEndpoints({
  endpoints: (build) =>
    resourceEndpoints<Driver, DriverInput>()(build, { url: '/api/drivers', tag: 'Driver', one: 'Driver', many: 'Drivers' }),
});

export const { useGetDriversQuery, useGetDriverQuery, useCreateDriverMutation, useUpdateDriverMutation, useDeleteDriverMutation } =
  driversApi;
