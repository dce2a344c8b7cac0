import { officeToday, type UserType } from '@haulage/shared/contracts';
import { image } from '../../src/modules/uploads/test-support/uploads-test-support';
import { authHeader } from '../auth';
import type { TestApp } from '../helper';
import { demoApp } from './demo-app';
import { type CheckedCall, documentCaller, ok, verdict } from './document-answers';

// Many routes on the demo data, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(240_000);

let t: TestApp;
let call: CheckedCall<UserType | null>;

beforeAll(async () => {
  t = await demoApp();
  call = await documentCaller<UserType | null>(t.app, (as) => (as ? authHeader(t.app, as) : {}), 'admin');
});
afterAll(() => t.close());

const today = officeToday();
const inDays = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the custom routes answer as the document says', () => {
  it('the calendar, as JSON and as iCalendar', async () => {
    const json = await call('GET', '/api/events', `/api/events?from=${inDays(-7)}&to=${inDays(30)}`);
    expect(verdict(json)).toEqual(ok());
    expect(json.body.data.length).toBeGreaterThan(0);
    const ics = await call('GET', '/api/events', `/api/events?from=${inDays(-7)}&to=${inDays(30)}&format=ics`);
    expect(verdict(ics)).toEqual(ok());
    expect(ics.text).toMatch(/^BEGIN:VCALENDAR/);
  });

  it('a CSV import: its dry run (200) and the import (201)', async () => {
    const customer = (await call('GET', '/api/customers', '/api/customers?pagination[pageSize]=1')).body.data[0];
    const csv = ['customer;customerReference;weightKg;plannedDate', `${customer.documentId};D-1;800;${inDays(3)}`].join('\r\n');
    const headers = { 'content-type': 'text/csv' };
    const dry = await call('POST', '/api/jobs/raw', '/api/jobs/raw?dryRun=true', { payload: csv, headers });
    expect(verdict(dry)).toEqual(ok());
    expect(dry.body.meta).toEqual({ dryRun: true, count: 1 });
    expect(verdict(await call('POST', '/api/jobs/raw', '/api/jobs/raw', { payload: csv, headers }))).toEqual(ok(201));
  });

  it('signing in, renewing, the users and signing out', async () => {
    const login = await call('POST', '/admin/login', '/admin/login', {
      as: null,
      payload: { email: t.config.adminEmail, password: t.config.adminPassword },
    });
    expect(verdict(login)).toEqual(ok());
    const token = login.body.data.token as string;
    expect(verdict(await call('POST', '/admin/renew-token', '/admin/renew-token', { as: null, payload: { token } }))).toEqual(ok());
    expect(verdict(await call('GET', '/api/users/me', '/api/users/me'))).toEqual(ok());
    expect(verdict(await call('GET', '/api/users', '/api/users'))).toEqual(ok());
    const made = await call('POST', '/api/users', '/api/users', {
      payload: { email: 'answers@example.test', password: 'A-long-password-1', name: 'Answers', type: 'viewer' },
    });
    expect(verdict(made)).toEqual(ok(201));
    expect(verdict(await call('GET', '/api/users/{id}', `/api/users/${made.body.id}`))).toEqual(ok());
    expect(verdict(await call('PUT', '/api/users/{id}', `/api/users/${made.body.id}`, { payload: { name: 'Answers Two' } }))).toEqual(ok());
    const logout = await call('POST', '/admin/logout', '/admin/logout', { as: null, headers: { authorization: `Bearer ${token}` } });
    expect(verdict(logout)).toEqual(ok());
  });

  it('the gallery: an upload, the list, one file and the owner kinds', async () => {
    const png = await image(12, 8, 'png');
    const boundary = '----answers-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="dot.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const uploaded = await call('POST', '/api/upload', '/api/upload', { payload, headers });
    expect(verdict(uploaded)).toEqual(ok(201));
    expect(verdict(await call('GET', '/api/upload/files', '/api/upload/files?pagination[pageSize]=5'))).toEqual(ok());
    expect(verdict(await call('GET', '/api/upload/files/{id}', `/api/upload/files/${uploaded.body[0].id}`))).toEqual(ok());
    expect(verdict(await call('GET', '/api/upload/owner-kinds', '/api/upload/owner-kinds'))).toEqual(ok());
  });

  it('prices: the generic model, a rating, the agreements and their audit trail', async () => {
    const model = await call('GET', '/api/customer-pricing/model', '/api/customer-pricing/model');
    expect(verdict(model)).toEqual(ok());
    const saved = await call('PUT', '/api/customer-pricing/model', '/api/customer-pricing/model', {
      payload: { data: { note: 'Checked against the document' } },
    });
    expect(verdict(saved)).toEqual(ok());
    const customer = (await call('GET', '/api/customers', '/api/customers?pagination[pageSize]=1')).body.data[0];
    const rate = await call('POST', '/api/customer-pricings/rate', '/api/customer-pricings/rate', {
      payload: { customer: customer.documentId, quantities: { vehicleClass: 'truck', hours: 3, km: 120, stops: 2 } },
    });
    expect(verdict(rate)).toEqual(ok());
    const list = await call('GET', '/api/customer-pricings', '/api/customer-pricings?pagination[pageSize]=3');
    expect(verdict(list)).toEqual(ok());
    expect(verdict(await call('GET', '/api/customer-pricings/{id}', `/api/customer-pricings/${list.body.data[0].documentId}`))).toEqual(
      ok(),
    );
    expect(verdict(await call('GET', '/api/audit-entries', '/api/audit-entries?pagination[pageSize]=5'))).toEqual(ok());
  });

  it('the fleet: its summary, the trucks for planning and the odometer readings', async () => {
    expect(verdict(await call('GET', '/api/fleet-summary', '/api/fleet-summary'))).toEqual(ok());
    const sorted = '/api/trucks/findSortedTruckByDrivers';
    expect(verdict(await call('GET', sorted, `${sorted}?pagination[pageSize]=5`))).toEqual(ok());
    const readings = await call('GET', '/api/odometer-readings', '/api/odometer-readings?pagination[pageSize]=2');
    expect(verdict(readings)).toEqual(ok());
    const one = await call('GET', '/api/odometer-readings/{id}', `/api/odometer-readings/${readings.body.data[0].documentId}`);
    expect(verdict(one)).toEqual(ok());
  });

  it('the boards, the conflicts and the report, as JSON and as CSV', async () => {
    const range = `from=${inDays(-3)}&to=${inDays(10)}`;
    expect(verdict(await call('GET', '/api/jobs/board', `/api/jobs/board?${range}`))).toEqual(ok());
    expect(verdict(await call('GET', '/api/jobs/board', `/api/jobs/board?${range}`, { as: 'viewer' }))).toEqual(ok());
    expect(verdict(await call('GET', '/api/areas/board', `/api/areas/board?date=${today}`))).toEqual(ok());
    expect(verdict(await call('GET', '/api/jobs/conflicts', `/api/jobs/conflicts?${range}`))).toEqual(ok());
    const year = `from=${inDays(-300)}&to=${inDays(30)}`;
    for (const groupBy of ['day', 'truck', 'customer'])
      expect(verdict(await call('GET', '/api/jobs/report', `/api/jobs/report?${year}&groupBy=${groupBy}`))).toEqual(ok());
    expect(verdict(await call('GET', '/api/jobs/report', `/api/jobs/report?${year}&format=csv`))).toEqual(ok());
  });

  it('a customer’s notification choices and the messages of a job', async () => {
    const customer = (await call('GET', '/api/customers', '/api/customers?pagination[pageSize]=1')).body.data[0];
    const path = '/api/customers/{id}/notifications';
    const choices = await call('GET', path, `/api/customers/${customer.documentId}/notifications`);
    expect(verdict(choices)).toEqual(ok());
    const saved = await call('PUT', path, `/api/customers/${customer.documentId}/notifications`, {
      payload: { data: { etaThresholdMinutes: 30, events: choices.body.data.events, contacts: [] } },
    });
    expect(verdict(saved)).toEqual(ok());
    const job = (await call('GET', '/api/jobs', '/api/jobs?pagination[pageSize]=1')).body.data[0];
    expect(verdict(await call('GET', '/api/jobs/{id}/messages', `/api/jobs/${job.documentId}/messages`))).toEqual(ok());
  });

  it('a recurring schedule’s preview', async () => {
    const [from, to] = (await call('GET', '/api/destinations', '/api/destinations?pagination[pageSize]=2')).body.data;
    const customer = (await call('GET', '/api/customers', '/api/customers?pagination[pageSize]=1')).body.data[0];
    const template = await call('POST', '/api/jobs', '/api/jobs', {
      payload: {
        data: {
          customer: customer.documentId,
          kind: 'template',
          status: 'draft',
          stops: [
            { type: 'pickup', destination: from.documentId },
            { type: 'delivery', destination: to.documentId },
          ],
        },
      },
    });
    expect(template.status).toBe(201);
    const schedule = await call('POST', '/api/recurring-schedules', '/api/recurring-schedules', {
      payload: {
        data: {
          name: 'Answers shuttle',
          templateJob: template.body.data.documentId,
          rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TH',
          startsOn: today,
          holidayPolicy: 'skip',
        },
      },
    });
    expect(schedule.status).toBe(201);
    const preview = '/api/recurring-schedules/{id}/preview';
    expect(verdict(await call('GET', preview, `/api/recurring-schedules/${schedule.body.data.documentId}/preview`))).toEqual(ok());
  });

  it('invoicing: the preview, a run, the ready jobs, a PDF and the exports', async () => {
    const period = { from: inDays(-365), to: today };
    const completed = (await call('GET', '/api/jobs', '/api/jobs?filters[status]=completed&pagination[pageSize]=2')).body.data;
    const ready = await call('POST', '/api/jobs/ready-to-invoice', '/api/jobs/ready-to-invoice', {
      as: 'finance',
      payload: { data: { jobs: completed.map((job: { documentId: string }) => job.documentId) } },
    });
    expect(verdict(ready)).toEqual(ok());
    const preview = '/api/customers/invoices/preview';
    expect(verdict(await call('POST', preview, preview, { as: 'finance', payload: { data: period } }))).toEqual(ok());
    const run = await call('POST', '/api/customers/invoices', '/api/customers/invoices', { as: 'finance', payload: { data: period } });
    expect(verdict(run)).toEqual(ok(201));
    const issued = (await call('GET', '/api/customers/invoices', '/api/customers/invoices?filters[status][$ne]=draft')).body.data[0];
    const pdf = await call('GET', '/api/customers/invoices/{id}/pdf', `/api/customers/invoices/${issued.documentId}/pdf`);
    expect(verdict(pdf)).toEqual(ok());
    for (const path of ['/api/customers/invoices/export-csv', '/api/customers/invoices/export-sie'])
      expect(
        verdict(await call('POST', path, path, { as: 'finance', payload: { data: { ...period, from: `${today.slice(0, 4)}-01-01` } } })),
      ).toEqual(ok());
  });

  it('the performance reports and the payroll export', async () => {
    const period = `from=${inDays(-300)}&to=${today}`;
    for (const path of ['/api/trucks/performance', '/api/customers/performance']) {
      expect(verdict(await call('GET', path, `${path}?${period}`))).toEqual(ok());
      expect(verdict(await call('GET', `${path}/export-csv`, `${path}/export-csv?${period}`))).toEqual(ok());
    }
    const payroll = '/api/drivers/salaries/export';
    for (const format of ['csv', 'paxml'])
      expect(verdict(await call('GET', payroll, `${payroll}?period=${today.slice(0, 7)}&format=${format}`))).toEqual(ok());
  });
});
