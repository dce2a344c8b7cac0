import type { FastifyInstance } from 'fastify';
import type { EmailProvider } from './messaging/providers/email-provider';
import type { SmsProvider } from './messaging/providers/sms-provider';
import { authModule } from './auth/index';
import { customersModule } from './customers/index';
import { financeModule } from './finance/index';
import { fleetModule } from './fleet/index';
import { jobsModule, trackingLinkIssuer } from './jobs/index';
import { type IssueTrackingLink, messagingModule, notificationsModule } from './messaging/index';

/**
 * Every API module, registered in order. Each is an encapsulated Fastify plugin owning its routes
 * under /api/<resource> and contributing its migrations to `allMigrations`.
 */
/** Providers a caller (a test) sets in place of the ones the settings choose. */
export interface ModuleProviders {
  smsProvider?: SmsProvider;
  emailProvider?: EmailProvider;
  /** The tracking module's link for a job, carried by every notice to a customer. */
  issueTrackingLink?: IssueTrackingLink;
}

export const registerModules = async (app: FastifyInstance, providers: ModuleProviders = {}): Promise<void> => {
  await app.register(authModule);
  await app.register(customersModule);
  await app.register(fleetModule);
  await app.register(messagingModule, { smsProvider: providers.smsProvider, emailProvider: providers.emailProvider });
  await app.register(notificationsModule, { issueTrackingLink: providers.issueTrackingLink ?? trackingLinkIssuer(app.config) });
  await app.register(jobsModule);
  await app.register(financeModule);
};
