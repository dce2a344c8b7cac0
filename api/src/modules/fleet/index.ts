import type { FastifyInstance } from 'fastify';
import { areasRoutes, driversRoutes, trailersRoutes } from './routes/catalogue-routes';
import { fleetSummaryRoutes, odometerReadingsRoutes } from './routes/read-only-routes';
import { trailerLinksRoutes } from './routes/trailer-links-routes';
import { trucksRoutes } from './routes/trucks-routes';
import { tyresRoutes } from './routes/tyres-routes';
import { seedFleetDemoData } from './seed/seed';

/**
 * The fleet: areas, trucks, drivers, trailers, trailer links, tyre sets, odometer history and the
 * fleet summary. Each resource is its own encapsulated plugin so its hooks stay on its routes.
 */
export const fleetModule = async (app: FastifyInstance): Promise<void> => {
  await app.register(areasRoutes);
  await app.register(trucksRoutes);
  await app.register(driversRoutes);
  await app.register(trailersRoutes);
  await app.register(trailerLinksRoutes);
  await app.register(tyresRoutes);
  await app.register(odometerReadingsRoutes);
  await app.register(fleetSummaryRoutes);
  if (app.config.seedDemoData) {
    const seeded = await seedFleetDemoData(app.db);
    if (seeded) app.log.info('fleet demo data seeded');
  }
};

export { seedFleetDemoData } from './seed/seed';
export { seedManyTrucks } from './seed/seed-many';
export { recordRoadReading } from './services/road-reading';
