import type { Browser, BrowserContextOptions } from '@playwright/test';
import { apiRequest, useStoredToken } from './auth';

/** A phone's screen and touch, as a confirmation link is opened from a text message. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export const inDays = (days: number, hour: number): string => {
  const day = new Date(Date.now() + days * 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

export const json = async (path: string, token: string, init: RequestInit = {}) => {
  const response = await apiRequest(path, { ...init, token });
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
};

const post = (admin: string, path: string, data: unknown) => json(path, admin, { method: 'POST', body: JSON.stringify({ data }) });

export interface NewJob {
  documentId: string;
  jobNumber: number;
  plannedDate: string;
  contactName: string;
}

export interface ContactOptions {
  smsConsent?: boolean;
  reference?: string;
  /** The contact's own language; without it, the customer's (Swedish in the demo data). */
  language?: 'sv' | 'en';
}

/** An open job with a pickup two days ahead and a contact of its customer, who agreed to texts or not. */
export const createJobWithContact = async (admin: string, options: ContactOptions = {}): Promise<NewJob> => {
  const customer = (await json('/api/customers?sort=companyName:asc&pagination[pageSize]=1&filters[customerStatus][$eq]=active', admin))
    .data[0];
  const destination = (await json('/api/destinations?sort=name:asc&pagination[pageSize]=1', admin)).data[0];
  const lastName = `Åkesson${Date.now() % 100000}`;
  const contact = (
    await post(admin, '/api/customer-contacts', {
      customer: customer.documentId,
      firstName: 'Sigrid',
      lastName,
      phoneNumber: '070-123 45 67',
      smsConsent: options.smsConsent ?? true,
      ...(options.language ? { language: options.language } : {}),
    })
  ).data;
  const plannedDate = inDays(2, 0).slice(0, 10);
  const job = (
    await post(admin, '/api/jobs', {
      customer: customer.documentId,
      contact: contact.documentId,
      plannedDate,
      goodsDescription: 'Paper reels',
      pallets: 18,
      weightKg: 12500,
      ...(options.reference ? { customerReference: options.reference } : {}),
      stops: [{ type: 'pickup', destination: destination.documentId, plannedFrom: inDays(2, 6), plannedTo: inDays(2, 7) }],
    })
  ).data as { documentId: string; jobNumber: number };
  return { documentId: job.documentId, jobNumber: job.jobNumber, plannedDate, contactName: `Sigrid ${lastName}` };
};

/** A confirmation link's token (the page reads it from `?token=`). */
export const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';

export interface SentJob extends NewJob {
  token: string;
}

/**
 * A new job sent for confirmation to its contact, through the API as the office's button does; the
 * token is the one in the link the API answers the request with (the outbox shows it redacted).
 */
export const sendJobForConfirmation = async (admin: string, options: ContactOptions = {}): Promise<SentJob> => {
  const job = await createJobWithContact(admin, options);
  const sent = await post(admin, '/api/jobs/sms-meta-data', { job: job.documentId, recipientType: 'customer_contact' });
  return { ...job, token: tokenOf(sent.meta.confirmationUrl) };
};

/** A dispatcher's browser, signed in and open on a page (`options`: e.g. clipboard permissions). */
export const dispatcherOn = async (browser: Browser, admin: string, path: string, options: BrowserContextOptions = {}) => {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await useStoredToken(page, admin);
  await page.goto(path);
  return { page, close: () => context.close() };
};
