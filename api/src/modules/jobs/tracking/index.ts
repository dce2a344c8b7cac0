import type { FastifyInstance } from 'fastify';
import './db/tables';
import { trackingRoutes } from './routes/tracking-routes';

export { trackingMigrations } from './db/migrations';
export { issueTrackingLink, trackingLinkIssuer } from './services/tracking-links';

/** A customer follows their job by a link: its timeline, the next stop's ETA and, after delivery, the proof. */
export const trackingPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(trackingRoutes);
};
