import type { FastifyInstance } from 'fastify';
import { seedCustomers } from '../../src/modules/customers/seed/seed';
import { seedFleetDemoData } from '../../src/modules/fleet';
import type { OutgoingSms, SmsProvider } from '../../src/modules/messaging/providers/sms-provider';
import { buildTestApp, type TestApp } from '../helper';
import type { captureLog } from '../log-capture';
import { jobsClient, type JobsClient } from './jobs-fixtures';

export const inDays = (days: number, hour: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

export interface World {
  t: TestApp;
  client: JobsClient;
  sent: OutgoingSms[];
  job: { documentId: string; jobNumber: number };
  contact: { documentId: string };
  customer: { documentId: string };
}

/**
 * A job with a contact who agreed to texts; every text is caught by a provider of the test's own,
 * or, given a log to write to, goes through the default local provider.
 */
export const world = async (log?: ReturnType<typeof captureLog>): Promise<World> => {
  const sent: OutgoingSms[] = [];
  const provider: SmsProvider = { name: 'test', send: async (message) => (sent.push(message), { providerMessageId: `m${sent.length}` }) };
  const t = await buildTestApp(
    { companyName: 'Nordfrakt AB', appUrl: 'https://office.example.se', ...(log ? { logLevel: 'info' } : {}) },
    undefined,
    log ? {} : { smsProvider: provider },
    log?.stream,
  );
  await seedFleetDemoData(t.app.db);
  await seedCustomers(t.app.db);
  const client = jobsClient(t.app);
  const customer = (await client.get('/api/customers?sort=id&pagination[pageSize]=1')).body.data[0];
  const contact = (
    await client.post('/api/customer-contacts', {
      firstName: 'Sigrid',
      lastName: 'Åkesson',
      phoneNumber: '070-123 45 67',
      smsConsent: true,
      customer: customer.documentId,
    })
  ).body.data;
  const place = (await client.post('/api/destinations', { name: 'Volvo Torslanda', postcode: '418 78', city: 'Göteborg' })).body.data;
  const job = (
    await client.post('/api/jobs', {
      customer: customer.documentId,
      contact: contact.documentId,
      plannedDate: inDays(2, 0).slice(0, 10),
      stops: [{ type: 'pickup', destination: place.documentId, plannedFrom: inDays(2, 7), plannedTo: inDays(2, 8) }],
    })
  ).body.data;
  return { t, client, sent, job, contact, customer };
};

export const send = (w: World, data: Record<string, unknown> = {}) =>
  w.client.post('/api/jobs/sms-meta-data', { job: w.job.documentId, recipientType: 'customer_contact', ...data }, 'dispatcher');

export const tokenOf = (message: OutgoingSms) => new URL(message.body.slice(message.body.indexOf('https://'))).searchParams.get('token')!;

export const answer = (app: FastifyInstance, body: unknown, remoteAddress = '10.1.2.3') =>
  app.inject({ method: 'PATCH', url: '/api/jobs/confirm-sms', payload: body as object, remoteAddress });

export const jobOf = async (w: World) => (await w.client.get(`/api/jobs/${w.job.documentId}?populate=statusHistory`)).body.data;
