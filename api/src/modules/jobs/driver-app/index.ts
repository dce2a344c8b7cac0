import type { FastifyInstance } from 'fastify';
import './db/tables';
import './content-types';
import { withToken } from '../confirmations/model/confirmation-sms';
import { DRIVER_SIGN_IN_SMS } from './model/sign-in-link';
import { driverRoutes } from './routes/driver-routes';
import { signInTokenFor } from './services/sign-in-link';

export { driverAppMigrations } from './db/migrations';

/**
 * The driver's road app (API side): sign-in links by SMS, the day's run, stop events, problems and
 * odometer readings. A sign-in text carries its token only as it leaves the outbox.
 */
export const driverAppPlugin = async (app: FastifyInstance): Promise<void> => {
  app.smsOutbox.renderWith(DRIVER_SIGN_IN_SMS, (message) =>
    withToken(message.body, signInTokenFor(app, message.related_document_id ?? '')),
  );
  await app.register(driverRoutes);
};
export { decorateRoadReports } from './services/road-reports';
export { driverEtaInput } from './services/driver-eta';
