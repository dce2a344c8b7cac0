import { signAccessToken } from '../../src/modules/auth/model/tokens';
import { driverWorld, type DriverWorld, plannedJob, type RoadDriver, roadDriver, todayAt } from './driver-fixtures';
import { authHeader } from '../auth';
import { picture, proofForm } from './proof-form';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

const multipart = async (
  w: DriverWorld,
  d: RoadDriver,
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof proofForm>[1],
) => {
  const token = await signAccessToken(w.t.app.config, { id: d.user.id, type: 'driver', tokenVersion: 0 });
  const form = proofForm(fields, files);
  const res = await w.t.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() };
};

interface Listed {
  id: number;
  name: string;
  owners: { kind: string; name: string; field: string }[];
}

describe('the files a job was given on the road are the job’s', () => {
  let w: DriverWorld;
  beforeEach(async () => {
    w = await driverWorld();
  });
  afterEach(async () => w.t.close());

  it('lists the proof’s and the problem’s images in the gallery under the job, for the office only, and keeps them from deletion', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const [pickup, delivery] = job.stops.map((s) => s.documentId);
    const { jobNumber } = (await w.office.get(`/api/jobs/${job.documentId}`)).body.data;
    const problem = await multipart(
      w,
      d,
      `/api/jobs/${job.documentId}/problems`,
      { stop: pickup!, kind: 'damage', note: 'Torn wrapping', at: todayAt(7, 10), clientId: 'files-problem-1' },
      [{ field: 'photos', filename: 'IMG_0001.JPG', type: 'image/jpeg', data: await picture('jpeg') }],
    );
    expect(problem.status).toBe(200);
    await d.call('POST', `/api/jobs/${job.documentId}/stop-events`, {
      stop: delivery,
      type: 'arrived',
      at: todayAt(9),
      clientId: 'files-arrived-1',
    });
    const proof = await multipart(
      w,
      d,
      `/api/jobs/${job.documentId}/proofs`,
      { stop: delivery!, signedBy: 'Eva Lund', clientId: 'files-proof-1', at: todayAt(9, 15), lat: '57.78', lng: '14.16' },
      [
        { field: 'signature', filename: 'signature.png', type: 'image/png', data: await picture('png') },
        { field: 'photos', filename: 'note.jpg', type: 'image/jpeg', data: await picture('jpeg') },
      ],
    );
    expect(proof.status).toBe(201);

    const listed = await w.office.get(
      `/api/upload/files?filters[owner][kind]=job-files&filters[name][$containsi]=job-${jobNumber}-&sort=id:asc`,
      'dispatcher',
    );
    expect(listed.status).toBe(200);
    const files = listed.body.data as Listed[];
    expect(files.map((f) => f.name)).toEqual([
      `job-${jobNumber}-damage-1.jpg`,
      `job-${jobNumber}-signature-1.png`,
      `job-${jobNumber}-proof-photo-1.jpg`,
    ]);
    expect(files.map((f) => f.owners)).toEqual([
      [expect.objectContaining({ kind: 'job-files', name: `Job ${jobNumber}: damage photo`, field: 'file' })],
      [expect.objectContaining({ kind: 'job-files', name: `Job ${jobNumber}: receiver’s signature` })],
      [expect.objectContaining({ kind: 'job-files', name: `Job ${jobNumber}: proof of delivery photo` })],
    ]);
    const kinds = (await w.office.get('/api/upload/owner-kinds', 'finance')).body.data as { kind: string }[];
    expect(kinds.map((k) => k.kind)).toContain('job-files');

    // Viewers may not read proofs: they cannot ask for the job's files, nor learn who owns one.
    expect((await w.office.get('/api/upload/files?filters[owner][kind]=job-files', 'viewer')).status).toBe(403);
    const viewerKinds = (await w.office.get('/api/upload/owner-kinds', 'viewer')).body.data as { kind: string }[];
    expect(viewerKinds.map((k) => k.kind)).not.toContain('job-files');
    // Drivers read no gallery at all: their own job's images reach them through the road app.
    expect((await d.call('GET', '/api/upload/files')).status).toBe(403);

    const removed = await w.office.call('admin', 'DELETE', `/api/upload/files/${files[1]!.id}`);
    expect(removed.status).toBe(400);
    expect((await w.office.get(`/api/jobs/${job.documentId}`, 'dispatcher')).body.data.proofs[0].signature.id).toBe(files[1]!.id);
  });

  it('lists a job’s files only to those who may read its proofs: a viewer never sees their rows, counts or ids', async () => {
    const d = await roadDriver(w, 2);
    const job = await plannedJob(w, d);
    const delivery = job.stops.find((s) => s.type === 'delivery')!.documentId;
    const arrived = await d.call('POST', `/api/jobs/${job.documentId}/stop-events`, {
      stop: delivery,
      type: 'arrived',
      at: todayAt(9),
      clientId: 'seen-arrived-1',
    });
    expect(arrived.status).toBe(200);
    const proof = await multipart(
      w,
      d,
      `/api/jobs/${job.documentId}/proofs`,
      { stop: delivery, signedBy: 'Eva Lund', clientId: 'seen-proof-1', at: todayAt(9, 15) },
      [{ field: 'signature', filename: 'signature.png', type: 'image/png', data: await picture('png') }],
    );
    expect(proof.status).toBe(201);
    // A truck's photo and a file nobody uses yet, both from the gallery.
    const form = proofForm({}, [
      { field: 'files', filename: 'seen-truck.png', type: 'image/png', data: await picture('png') },
      { field: 'files', filename: 'seen-loose.png', type: 'image/png', data: await picture('png') },
    ]);
    const uploaded = await w.t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...form.headers, ...(await authHeader(w.t.app, 'dispatcher')) },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const [truckPhoto] = uploaded.json() as { id: number }[];
    expect((await w.office.put(`/api/trucks/${w.truck.documentId}`, { profilePhoto: truckPhoto!.id })).status).toBe(200);
    const signature = (await w.office.get(`/api/jobs/${job.documentId}`, 'dispatcher')).body.data.proofs[0].signature.id as number;

    const seen = async (type: 'viewer' | 'dispatcher', query = '') => {
      const res = await w.office.get(
        `/api/upload/files?filters[$or][0][name][$startsWith]=seen-&filters[$or][1][name][$startsWith]=job-&sort=name:asc${query}`,
        type,
      );
      return { names: (res.body.data as Listed[]).map((f) => f.name), total: res.body.meta.pagination.total as number };
    };
    const jobFile = (await w.office.get(`/api/upload/files/${signature}`, 'dispatcher')).body.name as string;
    expect(await seen('dispatcher')).toEqual({ names: [jobFile, 'seen-loose.png', 'seen-truck.png'], total: 3 });
    expect(await seen('viewer')).toEqual({ names: ['seen-loose.png', 'seen-truck.png'], total: 2 });
    // Paged one at a time, the viewer's pages and total hold only what the viewer may see.
    expect(await seen('viewer', '&pagination[page]=2&pagination[pageSize]=1')).toEqual({ names: ['seen-truck.png'], total: 2 });
    const all = async (type: 'viewer' | 'dispatcher') =>
      (await w.office.get('/api/upload/files', type)).body.meta.pagination.total as number;
    expect((await all('dispatcher')) - (await all('viewer'))).toBe(1);

    // One file by id follows the list: the job's signature is not there for a viewer.
    expect((await w.office.get(`/api/upload/files/${signature}`, 'viewer')).status).toBe(404);
    expect((await w.office.get(`/api/upload/files/${signature}`, 'finance')).status).toBe(200);
    expect((await w.office.get(`/api/upload/files/${truckPhoto!.id}`, 'viewer')).body).toMatchObject({ id: truckPhoto!.id });
  });
});
