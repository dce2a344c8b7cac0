// Prepares confirmation links on a running API through its own routes, as the office makes them:
// a customer, a contact who agreed to texts, a destination, jobs (createMulti, 500 a request) and
// one POST /api/jobs/sms-meta-data per job. The tokens are derived from the outbox's link ids with
// the API's secret (ADR 17: no table holds a working link), so the bench must know the secret.
import { createHmac } from 'node:crypto';

/** Set as the bench API's JWT_SECRET, so the bench can derive the links' tokens. */
export const BENCH_SECRET = 'bench-signing-secret-for-confirmation-links-0001';

export const confirmationToken = (linkDocumentId) =>
  createHmac('sha256', BENCH_SECRET).update(`job-confirmation:${linkDocumentId}`, 'utf8').digest('base64url');

const call = async (api, method, path, data) => {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify({ data }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
};

const inDays = (days, hour) => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

/** Runs `work(i)` for i < count, `parallel` at a time. */
const pool = async (count, parallel, work) => {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < count) await work(next++);
  }));
};

/** `count` open jobs two days ahead, each sent for confirmation to the contact: answers their tokens. */
export const prepareLinks = async (api, count) => {
  const customer = (await call(api, 'POST', '/api/customers', {
    companyName: 'Bench Frakt AB', organizationNumber: '556036-0793', emailAddress: 'info@bench.example',
  })).data;
  const contact = (await call(api, 'POST', '/api/customer-contacts', {
    customer: customer.documentId, firstName: 'Sigrid', lastName: 'Åkesson', phoneNumber: '070-123 45 67', smsConsent: true,
  })).data;
  const place = (await call(api, 'POST', '/api/destinations', { name: 'Volvo Torslanda', postcode: '418 78', city: 'Göteborg' })).data;
  const job = {
    customer: customer.documentId,
    contact: contact.documentId,
    plannedDate: inDays(2, 0).slice(0, 10),
    goodsDescription: 'Paper reels',
    pallets: 18,
    weightKg: 12_500,
    stops: [{ type: 'pickup', destination: place.documentId, plannedFrom: inDays(2, 6), plannedTo: inDays(2, 7) }],
  };
  const jobs = [];
  for (let made = 0; made < count; made += 500) {
    const batch = Array.from({ length: Math.min(500, count - made) }, () => job);
    jobs.push(...(await call(api, 'POST', '/api/jobs/createMulti', batch)).data.map((j) => j.documentId));
  }
  await pool(jobs.length, 4, (i) => call(api, 'POST', '/api/jobs/sms-meta-data', { job: jobs[i], recipientType: 'customer_contact' }));
  const tokens = [];
  for (let page = 1; tokens.length < count; page += 1) {
    const messages = (await call(api, 'GET', `/api/sms-messages?sort=id:asc&pagination[page]=${page}&pagination[pageSize]=500`)).data;
    if (messages.length === 0) break;
    tokens.push(...messages.map((message) => confirmationToken(message.relatedDocumentId)));
  }
  if (tokens.length !== count) throw new Error(`prepared ${tokens.length} links, wanted ${count}`);
  return tokens;
};
