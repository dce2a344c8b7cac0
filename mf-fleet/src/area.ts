import { defineArea } from '@haulage/shared/area-kit';
import { FleetRoutes } from './app/fleet-routes';
import { fleetApi, type FleetTag } from './lib/fleet-api';

/**
 * Which cached data a topic's events make stale. Tyre and link changes also change what a truck
 * shows (its tyre summary and open links), so they refresh trucks too.
 */
export const FLEET_TOPICS: Record<string, FleetTag[]> = {
  trucks: ['Truck'],
  drivers: ['Driver', 'Truck'],
  trailers: ['Trailer', 'TrailerLink'],
  'trailers-links': ['TrailerLink'],
  tyres: ['Tyre', 'Truck'],
};

/** The fleet area; its name, port, routes and nav are its entry in areas.json. */
export const fleetArea = defineArea<FleetTag>({ title: 'Fleet', api: fleetApi, topics: FLEET_TOPICS, Routes: FleetRoutes });
