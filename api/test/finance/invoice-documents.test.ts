import { officeToday } from '@haulage/shared/contracts';
import { seedCustomers } from '../../src/modules/customers/seed/seed';
import { seedFleetDemoData } from '../../src/modules/fleet';
import { pdfText } from '../../src/modules/finance/invoices/services/pdf-text';
import type { EmailProvider, OutgoingEmail } from '../../src/modules/messaging/providers/email-provider';
import { signAccessToken } from '../../src/modules/auth/model/tokens';
import { authHeader } from '../auth';
import { type DriverWorld, plannedJob, type RoadDriver, roadDriver, todayAt } from '../driver/driver-fixtures';
import { picture, proofForm } from '../driver/proof-form';
import { buildTestApp } from '../helper';
import { jobsClient } from '../jobs/jobs-fixtures';

// A job driven, signed for and invoiced through the API, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(180_000);

let w: DriverWorld;
let mails: OutgoingEmail[];

beforeEach(async () => {
  mails = [];
  const emailProvider: EmailProvider = { name: 'local', send: async (message) => (mails.push(message), { providerMessageId: null }) };
  const t = await buildTestApp({ companyName: 'Nordfrakt AB' }, undefined, { emailProvider });
  await seedFleetDemoData(t.app.db);
  await seedCustomers(t.app.db);
  const office = jobsClient(t.app);
  const customer = (await office.get('/api/customers?sort=id&pagination[pageSize]=1')).body.data[0];
  const truck = (await office.get('/api/trucks?sort=id&pagination[pageSize]=1')).body.data[0];
  const places = [];
  for (const [name, city] of [
    ['Volvo Torslanda', 'Göteborg'],
    ['IKEA DC Jönköping', 'Jönköping'],
  ] as const)
    places.push((await office.post('/api/destinations', { name, city })).body.data);
  w = { t, office, sent: [], customer, truck, places };
});
afterEach(async () => w.t.close());

// The delivery also tells the customer by e-mail (the default notice); these tests read the invoice's mail.
const INVOICE_RECIPIENT = 'faktura@kund.test';
const invoiceMails = () => mails.filter((m) => m.to === INVOICE_RECIPIENT);

/** The driver arrives, loads, arrives and has the delivery signed with a photo: the job completes. */
const driveAndSign = async (d: RoadDriver, job: Awaited<ReturnType<typeof plannedJob>>) => {
  const [pickup, delivery] = job.stops.map((s) => s.documentId);
  for (const [stop, type, at, clientId] of [
    [pickup, 'arrived', todayAt(6), 'docs-event-1'],
    [pickup, 'departed', todayAt(6, 30), 'docs-event-2'],
    [delivery, 'arrived', todayAt(8), 'docs-event-3'],
  ] as const)
    expect((await d.call('POST', `/api/jobs/${job.documentId}/stop-events`, { stop, type, at, clientId })).status).toBe(200);
  const form = proofForm({ stop: delivery!, signedBy: 'Eva Lund', clientId: 'docs-proof-1', at: todayAt(8, 15) }, [
    { field: 'signature', filename: 'signature.png', type: 'image/png', data: await picture('png') },
    { field: 'photos', filename: 'goods.jpg', type: 'image/jpeg', data: await picture('jpeg') },
  ]);
  const token = await signAccessToken(w.t.app.config, { id: d.user.id, type: 'driver', tokenVersion: 0 });
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/jobs/${job.documentId}/proofs`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  expect(res.json().data.jobStatus).toBe('completed');
};

/** The job ready to invoice, the run's draft for it, finalised: the issued invoice. */
const invoiceOf = async (jobId: string) => {
  expect((await w.office.post('/api/jobs/ready-to-invoice', { jobs: [jobId] }, 'finance')).status).toBe(200);
  const run = await w.office.post('/api/customers/invoices', { from: officeToday(), to: officeToday(), perJob: true }, 'finance');
  expect(run.status).toBe(201);
  const draft = run.body.data[0].invoice.documentId as string;
  const issued = await w.office.post(`/api/customers/invoices/${draft}/finalise`, {}, 'finance');
  expect(issued.status).toBe(200);
  return issued.body.data as { documentId: string; number: string };
};

const invoicePdfText = async (invoice: { documentId: string }) => {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/customers/invoices/${invoice.documentId}/pdf`,
    headers: await authHeader(w.t.app, 'finance'),
  });
  return pdfText(res.rawPayload).join('\n');
};

describe('documents with invoices', () => {
  it('lists the job’s CMR and proof on the invoice, and the e-mail in the outbox carries them', async () => {
    const set = await w.office.put(`/api/customers/${w.customer.documentId}`, {
      invoiceEmail: 'faktura@kund.test',
      documentsWithInvoices: true,
      language: 'en',
    });
    expect([set.status, set.body.data.documentsWithInvoices]).toEqual([200, true]);
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    await driveAndSign(d, job);
    const jobNumber = (await w.office.get(`/api/jobs/${job.documentId}`)).body.data.jobNumber as number;
    const invoice = await invoiceOf(job.documentId);

    // The customer reads English: the invoice lists its documents in English.
    const text = await invoicePdfText(invoice);
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(text).toContain('Attachments');
    expect(text).toContain(`Consignment note (CMR) for job ${jobNumber}`);
    expect(text).toContain(`Proof of delivery for job ${jobNumber}: signature and 1 photo`);

    expect((await w.office.post(`/api/customers/invoices/${invoice.documentId}/send`, {}, 'finance')).status).toBe(200);
    await w.t.app.emailOutbox.runOnce();
    const outbox = (await w.office.get('/api/email-messages')).body.data as { recipient: string }[];
    expect(outbox.filter((m) => m.recipient === INVOICE_RECIPIENT)).toEqual([
      expect.objectContaining({
        recipient: 'faktura@kund.test',
        status: 'sent',
        provider: 'local',
        attachmentName: `${invoice.number}.pdf`,
        subject: `Invoice ${invoice.number} from ${w.t.app.config.invoicing.seller.name}`,
        body: expect.stringContaining(
          `Attachments:\n- Consignment note (CMR) for job ${jobNumber}\n- Proof of delivery for job ${jobNumber}`,
        ),
      }),
    ]);
    expect(invoiceMails()).toHaveLength(1);
    expect(invoiceMails()[0]!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoice.number}.pdf`, 'application/pdf'],
      [`cmr-${jobNumber}.pdf`, 'application/pdf'],
      [`proof-${jobNumber}-signature.png`, 'image/png'],
      [`proof-${jobNumber}-photo-1.jpg`, 'image/jpeg'],
    ]);
    // The CMR in the customer's language, signed by the receiver.
    const cmr = pdfText(invoiceMails()[0]!.attachments[1]!.content).join('\n');
    expect(cmr).toContain('Consignment note (CMR)');
    expect(cmr).toContain('Received by: Eva Lund');
  });

  it('sends the invoice alone, and lists nothing, while the setting is off', async () => {
    const set = await w.office.put(`/api/customers/${w.customer.documentId}`, { invoiceEmail: 'faktura@kund.test' });
    expect([set.status, set.body.data.documentsWithInvoices]).toEqual([200, false]);
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    await driveAndSign(d, job);
    const invoice = await invoiceOf(job.documentId);
    const text = await invoicePdfText(invoice);
    expect(text).toContain(`Faktura ${invoice.number}`);
    expect(text).not.toContain('Bilagor');
    expect((await w.office.post(`/api/customers/invoices/${invoice.documentId}/send`, {}, 'finance')).status).toBe(200);
    await w.t.app.emailOutbox.runOnce();
    expect(invoiceMails().map((m) => m.attachments.map((a) => a.filename))).toEqual([[`${invoice.number}.pdf`]]);
    expect(invoiceMails()[0]!.text).not.toContain('Bilagor');
  });
});
