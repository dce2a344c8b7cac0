import { DEFAULT_EVENT_CHOICES } from '@haulage/shared/contracts';
import { expectPermissionMatrix } from '../auth';
import { choicesOf, contactOf, noticeWorld, type NoticeWorld } from './notice-world';

jest.setTimeout(60_000);

describe('notification choices per customer and contact', () => {
  let w: NoticeWorld;
  beforeEach(async () => {
    w = await noticeWorld();
  });
  afterEach(async () => w.t.close());

  const url = () => `/api/customers/${w.customer.documentId}/notifications`;

  it('answers the defaults until saved: the delivery by e-mail, ETA moves of 30 minutes', async () => {
    const karin = await contactOf(w, { emailAddress: 'karin@kund.se' });
    const res = await w.office.get(url(), 'viewer');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ customer: w.customer.documentId, etaThresholdMinutes: 30, events: DEFAULT_EVENT_CHOICES });
    expect(res.body.data.contacts).toContainEqual({
      contact: karin.documentId,
      name: 'Karin Lind',
      hasEmail: true,
      hasMobile: false,
      smsConsent: false,
      events: null,
    });
  });

  it('saves the customer’s choices and a contact’s own, and puts a contact back on the customer’s', async () => {
    const karin = await contactOf(w, { emailAddress: 'karin@kund.se' });
    const own = choicesOf({ loaded: { sms: true, email: false } });
    const saved = await w.office.put(
      url(),
      {
        etaThresholdMinutes: 45,
        events: choicesOf({ delivered: { sms: true, email: true } }),
        contacts: [{ contact: karin.documentId, events: own }],
      },
      'dispatcher',
    );
    expect(saved.status).toBe(200);
    const read = (await w.office.get(url())).body.data;
    expect(read.etaThresholdMinutes).toBe(45);
    expect(read.events.delivered).toEqual({ sms: true, email: true });
    expect(read.contacts.find((c: { contact: string }) => c.contact === karin.documentId).events).toEqual(own);
    await w.office.put(url(), { etaThresholdMinutes: 45, events: read.events, contacts: [{ contact: karin.documentId, events: null }] });
    expect(
      (await w.office.get(url())).body.data.contacts.find((c: { contact: string }) => c.contact === karin.documentId).events,
    ).toBeNull();
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const body = { etaThresholdMinutes: 30, events: DEFAULT_EVENT_CHOICES, contacts: [] };
    const short = await w.office.put(url(), { ...body, etaThresholdMinutes: 2 });
    expect(short.status).toBe(400);
    expect(short.body.error.details.errors[0].path).toEqual(['etaThresholdMinutes']);
    const stranger = await w.office.put(url(), {
      ...body,
      etaThresholdMinutes: 60,
      contacts: [{ contact: 'not-a-contact', events: null }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.details.errors[0].path).toEqual(['contacts', 0, 'contact']);
    const unknownKey = await w.office.put(url(), { ...body, events: { ...DEFAULT_EVENT_CHOICES, fax: { sms: true, email: true } } });
    expect(unknownKey.status).toBe(400);
    const missing = await w.office.put(url(), { ...body, events: { delivered: { sms: true } } });
    expect(missing.status).toBe(400);
    expect((await w.office.get(url())).body.data.etaThresholdMinutes).toBe(30);
    expect((await w.office.get('/api/customers/no-such-customer/notifications')).status).toBe(404);
  });

  it('lets the office edit and everyone read, by the permission matrix', async () => {
    const payload = { data: { etaThresholdMinutes: 30, events: DEFAULT_EVENT_CHOICES, contacts: [] } };
    await expectPermissionMatrix(w.t.app, [
      { method: 'GET', url: url(), resource: 'customer-notifications', action: 'read' },
      { method: 'PUT', url: url(), resource: 'customer-notifications', action: 'update', payload },
      { method: 'GET', url: '/api/jobs/1/messages', resource: 'job-messages', action: 'read' },
    ]);
  });
});
