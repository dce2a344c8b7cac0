import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import './db/tables';
import { type IssueTrackingLink, withLiveLink } from './model/tracking-link';
import { jobIdByDocumentId } from './repository/notices-repository';
import { notificationRoutes } from './routes/notification-routes';
import { enqueueNotices, JOB_NOTICES, type JobNoticeEvent } from './services/enqueue-notices';

export { notificationMigrations } from './db/migrations';
export type { IssueTrackingLink } from './model/tracking-link';
export type { JobNoticeEvent } from './services/enqueue-notices';

export interface CustomerNotices {
  /** Writes the event's notices to the outboxes in the caller's transaction; answers how many. */
  enqueue(trx: Kysely<Database>, event: JobNoticeEvent): Promise<number>;
  /** After the commit: both outboxes look at once. */
  wake(): void;
}

/**
 * Notifications to customers: their choices (routes), the notices of job events written to the
 * outboxes (`app.customerNotices`), and the tracking link filled in as each leaves. The tracking
 * link comes from the tracking module through `issueTrackingLink`; without it nothing is sent.
 */
export const notificationsModule = fp(
  async (app: FastifyInstance, options: { issueTrackingLink?: IssueTrackingLink }): Promise<void> => {
    await app.register(notificationRoutes);
    const issue = options.issueTrackingLink;
    if (!issue) app.log.warn('Customer notifications are off: no tracking link issuer was given');
    const render = async (stored: string, jobDocumentId: string | null) => {
      const jobId = jobDocumentId ? await jobIdByDocumentId(app.db, jobDocumentId) : null;
      if (jobId == null || !issue) throw new Error('The job of this notice no longer exists');
      return withLiveLink(stored, (await issue(app.db, jobId)).url);
    };
    if (issue) {
      app.smsOutbox.renderWith(JOB_NOTICES, (m) => render(m.body, m.related_document_id));
      app.emailOutbox.renderWith(JOB_NOTICES, (m) => render(m.body, m.related_document_id));
    }
    app.decorate('customerNotices', {
      enqueue: async (trx, event) =>
        issue ? enqueueNotices(trx, { company: app.config.companyName, issueTrackingLink: issue }, event) : 0,
      wake: () => {
        app.smsOutbox.wake();
        app.emailOutbox.wake();
      },
    } satisfies CustomerNotices);
  },
  // Not encapsulated: the jobs module tells of its events through `app.customerNotices`.
  { name: 'notifications', dependencies: ['messaging'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    customerNotices: CustomerNotices;
  }
}
