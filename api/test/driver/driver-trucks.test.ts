import { authHeader } from '../auth';
import { driverWorld, type DriverWorld, plannedJob, roadDriver, todayAt } from './driver-fixtures';

// Several requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

let w: DriverWorld;
beforeAll(async () => {
  w = await driverWorld();
  const truck = (truckName: string, registrationPlateNumber: string, truckStatus = 'available') =>
    w.office.post('/api/trucks', { truckName, truckNumber: truckName.slice(-3), registrationPlateNumber, truckType: 'rigid', truckStatus });
  await truck('Zeta Spare 901', 'ZZA901');
  await truck('Zeta Spare 902', 'ZZB902', 'in_workshop');
  await truck('Zeta Sold 903', 'ZZC903', 'sold');
});
afterAll(async () => w.t.close());

const asOffice = async (type: 'dispatcher' | 'viewer' | 'admin', url: string) =>
  w.t.app.inject({ method: 'GET', url, headers: await authHeader(w.t.app, type) });

describe('GET /api/driver/trucks', () => {
  it('lists the trucks on the road by name and plate only, paged on the server', async () => {
    const d = await roadDriver(w, 1);
    const first = await d.call('GET', '/api/driver/trucks?pagination[page]=1&pagination[pageSize]=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.meta.pagination).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    for (const truck of first.body.data) expect(Object.keys(truck).sort()).toEqual(['documentId', 'registrationPlateNumber', 'truckName']);
    const all = await d.call('GET', '/api/driver/trucks?pagination[pageSize]=100');
    const names = all.body.data.map((t: { truckName: string }) => t.truckName);
    expect(names).toEqual(expect.arrayContaining(['Zeta Spare 901', 'Zeta Spare 902']));
    expect(names).not.toContain('Zeta Sold 903');
    expect(all.body.meta.pagination.total).toBe(all.body.data.length);
  });

  it('searches by name and by plate', async () => {
    const d = await roadDriver(w, 2);
    const byName = await d.call('GET', `/api/driver/trucks?_q=${encodeURIComponent('zeta spare')}`);
    expect(byName.body.data.map((t: { truckName: string }) => t.truckName)).toEqual(['Zeta Spare 901', 'Zeta Spare 902']);
    const byPlate = await d.call('GET', '/api/driver/trucks?_q=ZZB902');
    expect(byPlate.body.data).toEqual([expect.objectContaining({ truckName: 'Zeta Spare 902', registrationPlateNumber: 'ZZB902' })]);
  });

  it('refuses a page too large, filters and fields with a 400', async () => {
    const d = await roadDriver(w, 3);
    for (const query of ['pagination[pageSize]=101', 'filters[vin][$null]=true', 'fields[0]=vin', 'populate=area']) {
      const res = await d.call('GET', `/api/driver/trucks?${query}`);
      expect([query, res.status, res.body.error?.name]).toEqual([query, 400, 'ValidationError']);
    }
  });

  it('is the drivers’ own: the office gets 403 and has /api/trucks', async () => {
    for (const type of ['dispatcher', 'viewer', 'admin'] as const)
      expect((await asOffice(type, '/api/driver/trucks')).statusCode).toBe(403);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/driver/trucks' })).statusCode).toBe(401);
  });

  it('lets a driver record the day on a chosen truck that was not planned', async () => {
    const d = await roadDriver(w, 4);
    await plannedJob(w, d);
    const chosen = (await d.call('GET', '/api/driver/trucks?_q=ZZA901')).body.data[0];
    expect(chosen.documentId).not.toBe(w.truck.documentId);
    const base = Number((await w.office.get(`/api/trucks/${chosen.documentId}`)).body.data.odometer) + 10;
    const start = await d.call('POST', '/api/driver/odometer', {
      truck: chosen.documentId,
      km: base,
      at: todayAt(6),
      kind: 'start',
      clientId: 'chosen-truck-start',
    });
    expect([start.status, start.body.data]).toMatchObject([200, { truck: chosen.documentId, km: base, flagged: false }]);
    const readings = (await w.office.get(`/api/odometer-readings?filters[truck][documentId][$eq]=${chosen.documentId}`)).body.data;
    expect(readings.map((r: { valueKm: number }) => r.valueKm)).toContain(base);
  });
});
