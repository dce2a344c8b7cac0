import { signAccessToken } from '../../src/modules/auth/model/tokens';
import { authHeader } from '../auth';
import { plannedJob, type RoadDriver, roadDriver, todayAt } from '../driver/driver-fixtures';
import { picture, proofForm } from '../driver/proof-form';
import { choicesOf, contactOf, dispatch, noticeWorld, type NoticeWorld, TRACKING_URL } from './notice-world';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

const both = { sms: true, email: true };
const WITHHELD = 'https://track.example.se/jobs/trackJob?token=[redacted]';

const event = (d: RoadDriver, jobId: string, stop: string, type: string, at: string, clientId: string) =>
  d.call('POST', `/api/jobs/${jobId}/stop-events`, { stop, type, at, clientId });

const sendProof = async (w: NoticeWorld, d: RoadDriver, jobId: string, stop: string, clientId: string) => {
  const token = await signAccessToken(w.t.app.config, { id: d.user.id, type: 'driver', tokenVersion: 0 });
  const form = proofForm({ stop, signedBy: 'Eva Lund', clientId, at: todayAt(10, 20) }, [
    { field: 'signature', filename: 'signature.png', type: 'image/png', data: await picture('png') },
  ]);
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/proofs`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
};

const messagesOf = async (w: NoticeWorld, jobId: string) => {
  const res = await w.office.get(`/api/jobs/${jobId}/messages`, 'finance');
  expect(res.status).toBe(200);
  return res.body.data as { channel: string; event: string; recipient: string; subject: string | null; body: string; status: string }[];
};

const choose = (w: NoticeWorld, body: object) => w.office.put(`/api/customers/${w.customer.documentId}/notifications`, body);

describe('notices to the customer as the job goes', () => {
  let w: NoticeWorld;
  beforeEach(async () => {
    w = await noticeWorld();
  });
  afterEach(async () => w.t.close());

  it('tells the contact of loading and delivery in their language, each once, carrying the tracking link as it leaves', async () => {
    const karin = await contactOf(w, { emailAddress: 'karin@kund.se', phoneNumber: '070-123 45 67', smsConsent: true, language: 'en' });
    expect((await choose(w, { etaThresholdMinutes: 30, events: choicesOf({ loaded: both, delivered: both }), contacts: [] })).status).toBe(
      200,
    );
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d, { contact: karin.documentId });
    const [pickup, delivery] = job.stops.map((s) => s.documentId);
    await event(d, job.documentId, pickup!, 'arrived', todayAt(7), 'n-arr-pickup');
    expect(await messagesOf(w, job.documentId)).toEqual([]);
    await event(d, job.documentId, pickup!, 'departed', todayAt(7, 40), 'n-dep-pickup');
    await event(d, job.documentId, pickup!, 'departed', todayAt(7, 40), 'n-dep-pickup'); // the phone sends again
    let listed = await messagesOf(w, job.documentId);
    // Once, though the phone sent the departure twice (woken after the commit, they may be on their way already).
    expect(listed.map((m) => `${m.event} ${m.channel} ${m.recipient}`)).toEqual(['loaded sms +46701234567', 'loaded email karin@kund.se']);
    // The outbox keeps the link without its token; the text leaves with it.
    expect(listed[0]!.body).toContain(WITHHELD);
    expect(listed[0]!.body).not.toContain('test-token-of-the-job');
    await dispatch(w);
    expect(w.sent.find((m) => m.to === '+46701234567')?.body).toBe(
      `Nordfrakt AB: your delivery ${await jobNumber(w, job.documentId)} is loaded in Volvo Torslanda, Göteborg and on its way. Follow it: ${TRACKING_URL}`,
    );
    expect(w.emails).toHaveLength(1);
    expect(w.emails[0]).toMatchObject({ to: 'karin@kund.se', subject: `Job ${await jobNumber(w, job.documentId)} is loaded` });
    expect(w.emails[0]!.text).toContain(`Follow the delivery here: ${TRACKING_URL}`);

    await event(d, job.documentId, delivery!, 'arrived', todayAt(10), 'n-arr-delivery');
    await sendProof(w, d, job.documentId, delivery!, 'n-proof-1');
    await event(d, job.documentId, delivery!, 'departed', todayAt(10, 30), 'n-dep-delivery');
    await dispatch(w);
    listed = await messagesOf(w, job.documentId);
    expect(listed.map((m) => `${m.event} ${m.channel} ${m.status}`)).toEqual([
      'loaded sms sent',
      'loaded email sent',
      'delivered sms sent',
      'delivered email sent',
    ]);
    expect(w.emails[1]!.text).toContain('signed for by Eva Lund');
    expect(w.emails[1]!.text).toContain(TRACKING_URL);
    expect(w.sent.at(-1)!.body).toContain('signed for by Eva Lund');
  });

  it('sends no text to a contact without SMS consent, and by default only the delivery by e-mail', async () => {
    const karin = await contactOf(w, { emailAddress: 'karin@kund.se', phoneNumber: '070-123 45 67', smsConsent: false });
    const d = await roadDriver(w, 2);
    const job = await plannedJob(w, d, { contact: karin.documentId });
    const [pickup, delivery] = job.stops.map((s) => s.documentId);
    await event(d, job.documentId, pickup!, 'arrived', todayAt(7), 'c-arr-pickup');
    await event(d, job.documentId, pickup!, 'departed', todayAt(7, 40), 'c-dep-pickup');
    expect(await messagesOf(w, job.documentId)).toEqual([]);
    // The contact asks for everything by both: the texts still do not go without consent.
    await choose(w, {
      etaThresholdMinutes: 30,
      events: choicesOf({}),
      contacts: [{ contact: karin.documentId, events: choicesOf({ problem_reported: both, delivered: both }) }],
    });
    await d.call('POST', `/api/jobs/${job.documentId}/problems`, {
      kind: 'damage',
      note: 'Two pallets crushed',
      at: todayAt(9),
      clientId: 'c-problem',
    });
    await event(d, job.documentId, delivery!, 'arrived', todayAt(10), 'c-arr-delivery');
    await event(d, job.documentId, delivery!, 'departed', todayAt(10, 30), 'c-dep-delivery');
    await dispatch(w);
    const listed = await messagesOf(w, job.documentId);
    expect(listed.map((m) => `${m.event} ${m.channel} ${m.recipient}`)).toEqual([
      'problem_reported email karin@kund.se',
      'delivered email karin@kund.se',
    ]);
    expect(listed[1]!.subject).toMatch(/^Uppdrag \d+ är levererat$/);
    expect(w.sent.filter((m) => m.to === '+46701234567')).toEqual([]);
    expect(w.linkedJobs.length).toBeGreaterThan(0);
  });

  it('tells an ETA only when it moves past the customer’s threshold from the last one told', async () => {
    const karin = await contactOf(w, { phoneNumber: '070-123 45 67', smsConsent: true });
    await choose(w, { etaThresholdMinutes: 20, events: choicesOf({ eta_moved: { sms: true, email: false } }), contacts: [] });
    const d = await roadDriver(w, 3);
    const job = await plannedJob(w, d, { contact: karin.documentId });
    const patch = async (at: string) => {
      const res = await w.t.app.inject({
        method: 'PATCH',
        url: '/api/jobs/eta',
        headers: await authHeader(w.t.app, 'dispatcher'),
        payload: { job: job.documentId, eta: at, source: 'dispatcher' },
      });
      expect(res.statusCode).toBe(200);
    };
    await patch(todayAt(7, 15)); // 15 minutes after the pickup's planned 07:00: within 20
    expect(await messagesOf(w, job.documentId)).toEqual([]);
    await patch(todayAt(7, 45)); // 45 minutes late: told
    await patch(todayAt(7, 55)); // 10 minutes from the last told: not told
    await patch(todayAt(8, 10)); // 25 minutes from the last told: told
    const listed = await messagesOf(w, job.documentId);
    expect(listed.map((m) => m.event)).toEqual(['eta_moved', 'eta_moved']);
    expect(listed[1]!.body).toContain(':10'); // the new time, on the office clock
  });

  it('tells of a confirmation request by e-mail without texting the person asked a second time, and lists both', async () => {
    const karin = await contactOf(w, { emailAddress: 'karin@kund.se', phoneNumber: '070-123 45 67', smsConsent: true });
    await choose(w, { etaThresholdMinutes: 30, events: choicesOf({ confirmation_asked: both }), contacts: [] });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const job = (
      await w.office.post('/api/jobs', {
        customer: w.customer.documentId,
        contact: karin.documentId,
        plannedDate: tomorrow,
        stops: [
          {
            type: 'pickup',
            destination: w.places[0]!.documentId,
            plannedFrom: `${tomorrow}T07:00:00.000Z`,
            plannedTo: `${tomorrow}T08:00:00.000Z`,
          },
        ],
      })
    ).body.data;
    const asked = await w.office.post('/api/jobs/sms-meta-data', { job: job.documentId, recipientType: 'customer_contact' });
    expect(asked.status).toBe(201);
    await dispatch(w);
    const listed = await messagesOf(w, job.documentId);
    expect(listed.map((m) => `${m.event} ${m.channel} ${m.status}`).sort()).toEqual([
      'confirmation_asked email sent',
      'confirmation_link sms sent',
    ]);
    expect(w.sent.filter((m) => m.to === '+46701234567')).toHaveLength(1);
    expect(w.emails[0]!.text).toContain(TRACKING_URL);
  });
});

const jobNumber = async (w: NoticeWorld, documentId: string): Promise<number> =>
  (await w.office.get(`/api/jobs/${documentId}`)).body.data.jobNumber;
