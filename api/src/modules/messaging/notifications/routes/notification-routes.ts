import { type JobMessage, notificationChoicesInputSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { readDataBody } from '../../../../content';
import { notFound } from '../../../../http/errors';
import { jobMessagesAnswerSchema, notificationChoicesAnswerSchema } from '../model/notification-answers';
import { findJobRef, jobMessages } from '../repository/job-messages-repository';
import { readNotificationChoices, saveNotificationChoices } from '../services/choices';

/** A customer's notification choices (the customer page) and the messages sent about a job (job details). */
export const notificationRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get<{ Params: { id: string } }>(
    '/api/customers/:id/notifications',
    {
      preHandler: app.authorize('customer-notifications', 'read'),
      config: { openapi: { response: notificationChoicesAnswerSchema } },
      schema: { summary: 'What the customer and each contact are told of their jobs, and how', tags: ['customers'] },
    },
    async (request) => ({ data: await readNotificationChoices(app, request.params.id), meta: {} }),
  );

  app.put<{ Params: { id: string } }>(
    '/api/customers/:id/notifications',
    {
      preHandler: app.authorize('customer-notifications', 'update'),
      config: { openapi: { body: notificationChoicesInputSchema, response: notificationChoicesAnswerSchema } },
      schema: { summary: 'Save the notification choices ({data: {etaThresholdMinutes, events, contacts}})', tags: ['customers'] },
    },
    async (request) => {
      const input = readDataBody(notificationChoicesInputSchema, request.body);
      return { data: await saveNotificationChoices(app, request.params.id, input), meta: {} };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/jobs/:id/messages',
    {
      preHandler: app.authorize('job-messages', 'read'),
      config: { openapi: { response: jobMessagesAnswerSchema } },
      schema: { summary: 'Every message sent to the customer or asked of them about a job, oldest first', tags: ['jobs'] },
    },
    async (request) => {
      const job = await findJobRef(app.db, request.params.id);
      if (!job) throw notFound('The job does not exist');
      const data: JobMessage[] = (await jobMessages(app.db, Number(job.id))).map((m) => ({
        channel: m.channel,
        event: m.event as JobMessage['event'],
        recipient: m.recipient,
        contactName: m.name,
        subject: m.subject,
        body: m.body,
        status: m.status,
        attempts: Number(m.attempts),
        createdAt: m.created_at,
        sentAt: m.sent_at,
      }));
      return { data, meta: { total: data.length } };
    },
  );
};
