import { createAreaApi } from '@haulage/shared/area-kit';

export const FLEET_TAGS = ['Truck', 'Driver', 'Trailer', 'TrailerLink', 'Tyre', 'Area'] as const;
export type FleetTag = (typeof FLEET_TAGS)[number];

/** The one RTK Query API of the fleet area; each request lives in its own file via injectEndpoints. */
export const fleetApi = createAreaApi({ reducerPath: 'fleetApi', tagTypes: FLEET_TAGS });
