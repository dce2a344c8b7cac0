import { signAccessToken } from '../../src/modules/auth/model/tokens';
import { driverWorld, type DriverWorld, plannedJob, type RoadDriver, roadDriver, todayAt } from './driver-fixtures';
import { picture, proofForm } from './proof-form';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

type Files = Parameters<typeof proofForm>[1];

/** A problem with photos, as the phone's FormData sends it. */
const sendProblem = async (w: DriverWorld, d: RoadDriver, jobId: string, fields: Record<string, string>, files: Files) => {
  const token = await signAccessToken(w.t.app.config, { id: d.user.id, type: 'driver', tokenVersion: 0 });
  const form = proofForm(fields, files);
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/problems`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
};

const storedFiles = async (w: DriverWorld) =>
  Number(
    (
      await w.t.app.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('problems with photos', () => {
  let w: DriverWorld;
  beforeEach(async () => {
    w = await driverWorld();
  });
  afterEach(async () => w.t.close());

  it('stores the photos with the problem, its time and position, once per phone-made id; the office sees them', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const pickup = job.stops[0]!.documentId;
    const fields = {
      stop: pickup,
      kind: 'damage',
      note: 'Torn wrapping',
      at: todayAt(7, 10),
      lat: '57.7',
      lng: '11.9',
      clientId: 'photo-problem-1',
    };
    const files: Files = [
      { field: 'photos', filename: 'wrapping.jpg', type: 'image/jpeg', data: await picture('jpeg') },
      { field: 'photos', filename: 'pallet.png', type: 'image/png', data: await picture('png') },
    ];
    const before = await storedFiles(w);
    const sent = await sendProblem(w, d, job.documentId, fields, files);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({
      kind: 'damage',
      note: 'Torn wrapping',
      stop: pickup,
      at: todayAt(7, 10),
      latitude: 57.7,
      longitude: 11.9,
      photos: [
        expect.objectContaining({ url: expect.stringMatching(/^\/uploads\//) }),
        expect.objectContaining({ url: expect.any(String) }),
      ],
    });
    expect(await storedFiles(w)).toBe(before + 2);
    const again = await sendProblem(w, d, job.documentId, fields, files);
    expect(again.body.data).toEqual(sent.body.data);
    expect(await storedFiles(w)).toBe(before + 2);
    const seen = (await w.office.get(`/api/jobs/${job.documentId}`, 'dispatcher')).body.data;
    expect(seen.problems).toEqual([expect.objectContaining({ documentId: sent.body.data.documentId, photos: sent.body.data.photos })]);
    // A problem sent as JSON has no photos, as before.
    const plain = await d.call('POST', `/api/jobs/${job.documentId}/problems`, {
      kind: 'refused',
      note: 'x',
      at: todayAt(7, 20),
      clientId: 'photo-problem-2',
    });
    expect(plain.body.data.photos).toEqual([]);
  });

  it('refuses a file that is not an image, one over 10 MB, and another driver’s job, storing nothing', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const fields = (clientId: string) => ({ kind: 'damage', note: 'Dent', at: todayAt(8), clientId });
    const before = await storedFiles(w);
    const notImage = await sendProblem(w, d, job.documentId, fields('photo-problem-3'), [
      { field: 'photos', filename: 'note.pdf', type: 'image/png', data: Buffer.from('%PDF-1.4 not a picture') },
    ]);
    expect(notImage.status).toBe(400);
    expect(notImage.body.error.details.errors[0].path).toEqual(['photos']);
    const huge = await sendProblem(w, d, job.documentId, fields('photo-problem-4'), [
      { field: 'photos', filename: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    expect(huge.status).toBe(400);
    expect(huge.body.error.details.errors[0].path).toEqual(['photos']);
    const badKind = await sendProblem(w, d, job.documentId, { ...fields('photo-problem-5'), kind: 'flat_tyre' }, [
      { field: 'photos', filename: 'tyre.png', type: 'image/png', data: await picture('png') },
    ]);
    expect(badKind.status).toBe(400);
    expect(badKind.body.error.details.errors[0].path).toEqual(['kind']);
    const other = await roadDriver(w, 2);
    const notTheirs = await sendProblem(w, other, job.documentId, fields('photo-problem-6'), [
      { field: 'photos', filename: 'x.png', type: 'image/png', data: await picture('png') },
    ]);
    expect(notTheirs.status).toBe(404);
    expect(await storedFiles(w)).toBe(before);
    expect((await w.office.get(`/api/jobs/${job.documentId}`, 'dispatcher')).body.data.problems).toEqual([]);
  });
});
