import { authHeader } from '../auth';
import { type DriverWorld, driverWorld, plannedJob, roadDriver, todayAt } from '../driver/driver-fixtures';
import { picture, proofForm } from '../driver/proof-form';
import { type CheckedCall, documentCaller, ok, verdict } from './document-answers';

// The road app, the confirmation and the tracking links, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(240_000);

let w: DriverWorld;

type Who = 'dispatcher' | { token: string } | null;
/** Requests as the office, a driver's token or nobody, each answer checked against the document. */
let call: CheckedCall<Who>;

beforeAll(async () => {
  w = await driverWorld();
  const sessionOf = async (as: Who): Promise<Record<string, string>> =>
    as === null ? {} : as === 'dispatcher' ? authHeader(w.t.app, 'dispatcher') : { authorization: `Bearer ${as.token}` };
  call = await documentCaller<Who>(w.t.app, sessionOf, 'dispatcher');
});
afterAll(() => w.t.close());

const tokenIn = (url: string) => new URL(url).searchParams.get('token')!;

const inDays = (days: number, hour: number) => {
  const day = new Date(Date.parse(todayAt(hour)) + days * 86_400_000);
  return day.toISOString();
};

describe('the road app, the confirmation and the tracking links answer as the document says', () => {
  it('a driver signs in by link, reads the run, stops, reports, proves and reads the odometer', async () => {
    const d = await roadDriver(w, 1);
    const link = await call('POST', '/api/drivers/{id}/sign-in-link', `/api/drivers/${d.driver.documentId}/sign-in-link`);
    expect(verdict(link)).toEqual(ok(201));
    const signIn = await call('POST', '/api/driver/sign-in', '/api/driver/sign-in', {
      as: null,
      payload: { token: tokenIn(link.body.meta.signInUrl) },
    });
    expect(verdict(signIn)).toEqual(ok());
    const driver = { token: signIn.body.data.token as string };

    const job = await plannedJob(w, d);
    expect((await w.office.post(`/api/jobs/${job.documentId}/status`, { to: 'dispatched' })).status).toBe(200);
    const run = await call('GET', '/api/driver/run', `/api/driver/run?date=${todayAt(0).slice(0, 10)}`, { as: driver });
    expect(verdict(run)).toEqual(ok());
    expect(run.body.data.items).toHaveLength(1);
    const [pickup, delivery] = job.stops.map((s) => s.documentId);
    const stopEvents = `/api/jobs/${job.documentId}/stop-events`;
    const stop = (stopRef: string, type: string, at: string, clientId: string) =>
      call('POST', '/api/jobs/{id}/stop-events', stopEvents, { as: driver, payload: { data: { stop: stopRef, type, at, clientId } } });
    expect(verdict(await stop(pickup!, 'arrived', todayAt(7), 'answers-arrived-1'))).toEqual(ok());
    const problem = await call('POST', '/api/jobs/{id}/problems', `/api/jobs/${job.documentId}/problems`, {
      as: driver,
      payload: { data: { stop: pickup, kind: 'waiting', note: 'Gate closed', at: todayAt(7, 40), clientId: 'answers-problem-1' } },
    });
    expect(verdict(problem)).toEqual(ok());
    expect(verdict(await stop(pickup!, 'departed', todayAt(8), 'answers-departed-1'))).toEqual(ok());
    expect(verdict(await stop(delivery!, 'arrived', todayAt(10), 'answers-arrived-2'))).toEqual(ok());
    const form = proofForm({ stop: delivery!, signedBy: 'Eva Lund', clientId: 'answers-proof-1', at: todayAt(10, 20) }, [
      { field: 'signature', filename: 'signature.png', type: 'image/png', data: await picture('png') },
      { field: 'photos', filename: 'pallets.jpg', type: 'image/jpeg', data: await picture('jpeg') },
    ]);
    const proof = await call('POST', '/api/jobs/{id}/proofs', `/api/jobs/${job.documentId}/proofs`, {
      as: driver,
      payload: form.payload,
      headers: form.headers,
    });
    expect(verdict(proof)).toEqual(ok(201));
    const odometer = await call('POST', '/api/driver/odometer', '/api/driver/odometer', {
      as: driver,
      payload: { data: { km: 412_000, at: todayAt(16), kind: 'end', clientId: 'answers-odometer-1' } },
    });
    expect(verdict(odometer)).toEqual(ok());

    // The delivered job's tracking page, its proof's picture and its signed consignment note.
    const tracking = await call('POST', '/api/jobs/{id}/tracking-link', `/api/jobs/${job.documentId}/tracking-link`);
    expect(verdict(tracking)).toEqual(ok());
    const token = tokenIn(tracking.body.data.url);
    const page = await call('GET', '/api/jobs/track', `/api/jobs/track?token=${token}`, { as: null });
    expect(verdict(page)).toEqual(ok());
    const signature = page.body.data.proof.signatureUrl as string;
    expect(verdict(await call('GET', '/api/jobs/track/files/{id}', signature, { as: null }))).toEqual(ok());
    expect(verdict(await call('GET', '/api/jobs/track/cmr', `/api/jobs/track/cmr?token=${token}`, { as: null }))).toEqual(ok());
  });

  it('a job sent for confirmation: the page, the answer, and an ETA told', async () => {
    const d = await roadDriver(w, 2);
    const job = await plannedJob(w, d, {
      plannedDate: inDays(2, 0).slice(0, 10),
      stops: [
        { type: 'pickup', destination: w.places[0]!.documentId, plannedFrom: inDays(2, 7), plannedTo: inDays(2, 8) },
        { type: 'delivery', destination: w.places[1]!.documentId, plannedFrom: inDays(2, 10), plannedTo: inDays(2, 11) },
      ],
    });
    const sent = await call('POST', '/api/jobs/sms-meta-data', '/api/jobs/sms-meta-data', {
      payload: { data: { job: job.documentId, recipientType: 'driver' } },
    });
    expect(verdict(sent)).toEqual(ok(201));
    const token = tokenIn(sent.body.meta.confirmationUrl);
    expect(verdict(await call('GET', '/api/jobs/confirm-sms', `/api/jobs/confirm-sms?token=${token}`, { as: null }))).toEqual(ok());
    const answered = await call('PATCH', '/api/jobs/confirm-sms', '/api/jobs/confirm-sms', {
      as: null,
      payload: { token, response: 'confirmed' },
    });
    expect(verdict(answered)).toEqual(ok());
    const used = await call('GET', '/api/jobs/confirm-sms', `/api/jobs/confirm-sms?token=${token}`, { as: null });
    expect(verdict(used)).toEqual(ok(409));
    const eta = await call('PATCH', '/api/jobs/eta', '/api/jobs/eta', {
      payload: { job: job.documentId, eta: inDays(2, 9), source: 'dispatcher' },
    });
    expect(verdict(eta)).toEqual(ok());
  });
});
