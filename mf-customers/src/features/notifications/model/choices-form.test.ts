import { DEFAULT_EVENT_CHOICES } from '@haulage/shared/contracts';
import { draftOf, inputOf, reachNotes, withChoice } from './choices-form';

const contact = { contact: 'con1', name: 'Åsa Lind', hasEmail: true, hasMobile: true, smsConsent: false, events: null };

describe('the notification choices form', () => {
  it('round-trips the API’s choices into the body it saves', () => {
    const draft = draftOf({ customer: 'cust1', etaThresholdMinutes: 30, events: DEFAULT_EVENT_CHOICES, contacts: [contact] });
    expect(inputOf(draft)).toEqual({
      etaThresholdMinutes: 30,
      events: DEFAULT_EVENT_CHOICES,
      contacts: [{ contact: 'con1', events: null }],
    });
  });

  it('changes one choice only', () => {
    const events = withChoice(DEFAULT_EVENT_CHOICES, 'loaded', 'sms', true);
    expect(events.loaded).toEqual({ sms: true, email: false });
    expect(events.delivered).toEqual(DEFAULT_EVENT_CHOICES.delivered);
  });

  it('sends an empty threshold as not a number, for the API to refuse', () => {
    const draft = draftOf({ customer: 'cust1', etaThresholdMinutes: 30, events: DEFAULT_EVENT_CHOICES, contacts: [] });
    expect(inputOf({ ...draft, etaThresholdMinutes: ' ' }).etaThresholdMinutes).toBeNaN();
  });

  it('says why a contact gets no texts or e-mails', () => {
    expect(reachNotes(contact)).toEqual(['No SMS consent: no texts']);
    expect(reachNotes({ ...contact, hasEmail: false, hasMobile: false })).toEqual([
      'No e-mail address: no e-mails',
      'No mobile number: no texts',
    ]);
  });
});
