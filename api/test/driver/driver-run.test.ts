import { officeToday } from '@haulage/shared/contracts';
import { driverWorld, type DriverWorld, plannedJob, roadDriver } from './driver-fixtures';

const shiftDays = (days: number) => {
  const at = new Date(`${officeToday()}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

describe('a driver signs in and reads their own run', () => {
  let w: DriverWorld;
  beforeEach(async () => {
    w = await driverWorld();
  });
  afterEach(async () => w.t.close());

  it('creates a driver user only for a driver record, one user per driver', async () => {
    const d = await roadDriver(w, 1);
    expect(d.user).toMatchObject({ type: 'driver', driver: d.driver.documentId });
    const login = await w.t.app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { email: 'driver1@road.example', password: 'Test-Password-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ type: 'driver', driver: d.driver.documentId });
    const admin = { authorization: `Bearer ${(await w.t.app.authService.login('admin@example.test', 'Admin-Password-1'))!.token}` };
    const post = (payload: object) => w.t.app.inject({ method: 'POST', url: '/api/users', headers: admin, payload });
    const base = { password: 'Test-Password-1', name: 'X', type: 'driver' };
    const missing = await post({ ...base, email: 'x1@road.example' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.errors[0].path).toEqual(['driver']);
    const twice = await post({ ...base, email: 'x2@road.example', driver: d.driver.documentId });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('The driver already has a user');
  });

  it('answers the day’s stops in order with what the road needs and nothing of money or other people', async () => {
    const d = await roadDriver(w, 1);
    const other = await roadDriver(w, 2);
    const job = await plannedJob(w, d);
    await plannedJob(w, other);
    const res = await d.call('GET', `/api/driver/run?date=${officeToday()}`);
    expect(res.status).toBe(200);
    const run = res.body.data;
    expect(run.driver.documentId).toBe(d.driver.documentId);
    expect(run.truck.documentId).toBe(w.truck.documentId);
    expect(run.items).toHaveLength(1);
    expect(run.items[0]).toMatchObject({ kind: 'job', documentId: job.documentId });
    expect(run.items[0].stops.map((s: { type: string }) => s.type)).toEqual(['pickup', 'delivery']);
    expect(run.items[0].stops[0]).toMatchObject({ placeName: 'Volvo Torslanda', city: 'Göteborg', arrivedAt: null });
    expect(run.items[0].stops[0].job).toMatchObject({ notesDriver: 'Gate 4, ring the bell', pallets: 18, adr: false });
    const text = JSON.stringify(run);
    for (const secret of ['price', 'charges', 'personalIdentityNumber', 'Dana2', 'kmPlanned']) expect(text).not.toContain(secret);
  });

  it('tells the driver the UN number, class and packing group of ADR goods as one line, and nothing of the goods’ paperwork', async () => {
    const d = await roadDriver(w, 1);
    await plannedJob(w, d, { adr: true, unNumber: 'UN 1203', adrClass: '3', packingGroup: 'II', goodsMarks: 'NF 1-4', volumeM3: 4.25 });
    const res = await d.call('GET', `/api/driver/run?date=${officeToday()}`);
    expect(res.status).toBe(200);
    const { job } = res.body.data.items[0].stops[0];
    expect(job).toMatchObject({ adr: true, adrLine: 'UN 1203, 3, II' });
    expect(Object.keys(job).sort()).toEqual(
      [
        'id',
        'documentId',
        'jobNumber',
        'status',
        'customerName',
        'goodsDescription',
        'weightKg',
        'pallets',
        'adr',
        'adrLine',
        'notesDriver',
        'contactName',
        'contactPhone',
      ].sort(),
    );
  });

  it('reads from yesterday to a week ahead only', async () => {
    const d = await roadDriver(w, 1);
    expect((await d.call('GET', `/api/driver/run?date=${shiftDays(-1)}`)).status).toBe(200);
    expect((await d.call('GET', `/api/driver/run?date=${shiftDays(7)}`)).status).toBe(200);
    const early = await d.call('GET', `/api/driver/run?date=${shiftDays(-2)}`);
    expect(early.status).toBe(400);
    expect(early.body.error.details.errors[0].path).toEqual(['date']);
    expect((await d.call('GET', `/api/driver/run?date=${shiftDays(8)}`)).status).toBe(400);
    expect((await d.call('GET', '/api/driver/run?date=tomorrow')).status).toBe(400);
  });

  it('refuses the back office to a driver and the run to the office', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    expect((await d.call('GET', '/api/jobs')).status).toBe(403);
    expect((await d.call('GET', `/api/jobs/${job.documentId}`)).status).toBe(403);
    expect((await d.call('GET', '/api/drivers')).status).toBe(403);
    expect((await d.call('GET', '/api/customers')).status).toBe(403);
    expect((await w.office.get(`/api/driver/run?date=${officeToday()}`, 'dispatcher')).status).toBe(403);
  });

  it('texts a single-use sign-in link through the outbox that signs the driver in once', async () => {
    const d = await roadDriver(w, 1);
    const sent = await w.office.post(`/api/drivers/${d.driver.documentId}/sign-in-link`, {}, 'dispatcher');
    expect(sent.status).toBe(201);
    expect(sent.body.data.phone).toBe('+46701112211');
    const stored = await w.t.app.db.selectFrom('sms_messages').select('body').executeTakeFirstOrThrow();
    expect(stored.body).toContain('/driver/sign-in?token=[redacted]');
    await w.t.app.smsOutbox.runOnce();
    expect(w.sent).toHaveLength(1);
    const link = new URL(w.sent[0]!.body.slice(w.sent[0]!.body.indexOf('https://')));
    expect(link.pathname).toBe('/driver/sign-in');
    const token = link.searchParams.get('token')!;
    expect(sent.body.meta.signInUrl).toBe(link.toString());
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const signIn = () => w.t.app.inject({ method: 'POST', url: '/api/driver/sign-in', payload: { token } });
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({ type: 'driver', driver: d.driver.documentId });
    const run = await w.t.app.inject({
      method: 'GET',
      url: `/api/driver/run?date=${officeToday()}`,
      headers: { authorization: `Bearer ${first.json().data.token}` },
    });
    expect(run.statusCode).toBe(200);
    const again = await signIn();
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/already used/);
    expect((await w.t.app.inject({ method: 'POST', url: '/api/driver/sign-in', payload: { token: 'x'.repeat(43) } })).statusCode).toBe(400);
  });

  it('sends at most three links an hour to one driver, and only to a driver with a user', async () => {
    const d = await roadDriver(w, 1);
    for (let i = 0; i < 3; i += 1)
      expect((await w.office.post(`/api/drivers/${d.driver.documentId}/sign-in-link`, {}, 'dispatcher')).status).toBe(201);
    expect((await w.office.post(`/api/drivers/${d.driver.documentId}/sign-in-link`, {}, 'dispatcher')).status).toBe(429);
    const bare = (
      await w.office.post('/api/drivers', { firstName: 'No', lastName: 'User', employeeNumber: 'R-99', phoneNumber: '070-111 22 99' })
    ).body.data;
    expect((await w.office.post(`/api/drivers/${bare.documentId}/sign-in-link`, {}, 'dispatcher')).status).toBe(400);
    expect((await w.office.post(`/api/drivers/${d.driver.documentId}/sign-in-link`, {}, 'viewer')).status).toBe(403);
  });
});
