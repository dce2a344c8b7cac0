import type { FastifyInstance } from 'fastify';
import './content-types';
import './db/tables';
import { tripRoutes } from './routes/trip-routes';
import { selectRoutingProvider } from './routing/select-routing';

export { tripMigrations } from './db/migrations';
// The routing adapter, for whoever else measures a road (the driver app's ETA).
export { selectRoutingProvider } from './routing/select-routing';
export { straightLineProvider, type RoutingProvider } from './routing/routing-provider';
export type { LatLng } from './model/estimate';

/** Jobs combined into trips (`/jobs/combineJobs`): one truck, driver and day, the stops in one order. */
export const tripsPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(tripRoutes(selectRoutingProvider(app.config.routing)));
};
