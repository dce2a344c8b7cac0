import type { FastifyInstance } from 'fastify';
import { registerCustomerDependent } from '../customers/index';
import './content-types';
import { feedRoutes } from './calendar-feed/index';
import { cmrPlugin } from './cmr/index';
import { confirmationsPlugin } from './confirmations/index';
import { driverAppPlugin } from './driver-app/index';
import { recurringPlugin } from './recurring/index';
import './db/tables';
import { countCustomerJobs } from './repository/jobs-repository';
import { destinationsRoutes } from './routes/destinations-routes';
import { boardRoutes } from './routes/board-routes';
import { conflictsRoutes } from './routes/conflicts-routes';
import { eventsRoutes } from './routes/events-routes';
import { jobsRoutes } from './routes/jobs-routes';
import { multiRoutes } from './routes/multi-routes';
import { operationsRoutes } from './routes/operations-routes';
import { reportRoutes } from './routes/report-routes';
import { seedJobs } from './seed/seed';
import { selectRoutingProvider, tripsPlugin } from './trips/index';
import { trackingPlugin } from './tracking/index';

export { jobMigrations } from './db/migrations';
export { confirmationMigrations } from './confirmations/index';
export { recurringMigrations } from './recurring/index';
export { calendarFeedMigrations } from './calendar-feed/index';
export { tripMigrations } from './trips/index';
export { driverAppMigrations } from './driver-app/index';
export { describeJobDocuments, jobDocumentFiles, renderCmrPdf, type CmrHost, type JobDocuments } from './cmr/index';
export { trackingMigrations, issueTrackingLink, trackingLinkIssuer } from './tracking/index';
export { seedJobs } from './seed/seed';
/** The status machine's move for other modules (finance moves jobs to ready_to_invoice and invoiced). */
export { moveJob, type MoveScope } from './services/status-command';
export { actorOf, type Actor } from './services/job-writer';

/** Jobs, their stops, status machine and planning; destinations; job operations; calendar events and feeds. */
export const jobsModule = async (app: FastifyInstance): Promise<void> => {
  registerCustomerDependent({ name: 'jobs', count: countCustomerJobs, describe: (n) => `has ${n} job${n === 1 ? '' : 's'}` });
  await app.register(destinationsRoutes);
  await app.register(jobsRoutes(selectRoutingProvider(app.config.routing)));
  await app.register(multiRoutes);
  await app.register(boardRoutes);
  await app.register(conflictsRoutes);
  await app.register(reportRoutes);
  await app.register(operationsRoutes);
  await app.register(eventsRoutes);
  await app.register(feedRoutes);
  await app.register(confirmationsPlugin);
  await app.register(recurringPlugin);
  await app.register(tripsPlugin);
  await app.register(driverAppPlugin);
  await app.register(cmrPlugin);
  await app.register(trackingPlugin);
  if (app.config.seedDemoData && (await seedJobs(app.db))) app.log.info('jobs demo data seeded');
};
