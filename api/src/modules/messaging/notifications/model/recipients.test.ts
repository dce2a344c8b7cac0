import { DEFAULT_EVENT_CHOICES, type EventChoices } from '@haulage/shared/contracts';
import { decideRecipients, etaMovedEnough, type NoticeContact } from './recipients';

const both: EventChoices = {
  confirmation_asked: { sms: true, email: true },
  loaded: { sms: true, email: true },
  eta_moved: { sms: true, email: true },
  delivered: { sms: true, email: true },
  problem_reported: { sms: true, email: true },
};

const contact = (over: Partial<NoticeContact> = {}): NoticeContact => ({
  id: 1,
  name: 'Karin Lind',
  email: 'karin@kund.se',
  mobile: '+46701234567',
  smsConsent: true,
  language: 'sv',
  choices: null,
  ...over,
});
const customer = { email: 'order@kund.se', language: 'sv' as const, choices: DEFAULT_EVENT_CHOICES };

describe('who is told of an event', () => {
  it('by default tells the job’s contact of the delivery by e-mail, and of nothing else', () => {
    const contacts = [contact()];
    expect(decideRecipients({ event: 'delivered', customer, contacts, jobContactId: 1 })).toEqual([
      { contactId: 1, channel: 'email', to: 'karin@kund.se', language: 'sv' },
    ]);
    expect(decideRecipients({ event: 'loaded', customer, contacts, jobContactId: 1 })).toEqual([]);
  });

  it('tells another contact only by choices of their own, which replace the customer’s', () => {
    const other = contact({
      id: 2,
      email: 'lars@kund.se',
      mobile: '+46709999999',
      language: 'en',
      choices: { ...both, delivered: { sms: true, email: false } },
    });
    const told = decideRecipients({
      event: 'delivered',
      customer,
      contacts: [contact(), other, contact({ id: 3, email: 'x@kund.se' })],
      jobContactId: 1,
    });
    expect(told).toEqual([
      { contactId: 1, channel: 'email', to: 'karin@kund.se', language: 'sv' },
      { contactId: 2, channel: 'sms', to: '+46709999999', language: 'en' },
    ]);
  });

  it('a job contact’s own choices win over the customer’s', () => {
    const told = decideRecipients({
      event: 'delivered',
      customer,
      contacts: [contact({ choices: { ...both, delivered: { sms: false, email: false } } })],
      jobContactId: 1,
    });
    expect(told).toEqual([]);
  });

  it('sends no text without SMS consent or a mobile number, and no e-mail without an address', () => {
    const choices = both;
    expect(decideRecipients({ event: 'loaded', customer, contacts: [contact({ choices, smsConsent: false })], jobContactId: 1 })).toEqual([
      { contactId: 1, channel: 'email', to: 'karin@kund.se', language: 'sv' },
    ]);
    expect(
      decideRecipients({ event: 'loaded', customer, contacts: [contact({ choices, mobile: null, email: null })], jobContactId: 1 }),
    ).toEqual([]);
  });

  it('does not text the number that was just asked to confirm', () => {
    const told = decideRecipients({
      event: 'confirmation_asked',
      customer,
      contacts: [contact({ choices: both })],
      jobContactId: 1,
      skipSms: '+46701234567',
    });
    expect(told.map((r) => r.channel)).toEqual(['email']);
  });

  it('without a job contact, tells the customer’s own address by e-mail, once per address', () => {
    const told = decideRecipients({
      event: 'delivered',
      customer,
      contacts: [contact({ id: 2, email: 'order@kund.se', choices: both })],
      jobContactId: null,
    });
    expect(told).toEqual([
      { contactId: 2, channel: 'sms', to: '+46701234567', language: 'sv' },
      { contactId: 2, channel: 'email', to: 'order@kund.se', language: 'sv' },
    ]);
  });
});

describe('an ETA worth telling', () => {
  it('moves by more than the threshold from the baseline, either way', () => {
    expect(etaMovedEnough('2026-11-27T10:00:00Z', '2026-11-27T10:31:00Z', 30)).toBe(true);
    expect(etaMovedEnough('2026-11-27T10:00:00Z', '2026-11-27T09:29:00Z', 30)).toBe(true);
    expect(etaMovedEnough('2026-11-27T10:00:00Z', '2026-11-27T10:30:00Z', 30)).toBe(false);
    expect(etaMovedEnough(null, '2026-11-27T10:30:00Z', 30)).toBe(false);
  });
});
