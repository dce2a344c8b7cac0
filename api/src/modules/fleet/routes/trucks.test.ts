import { buildTestApp, type TestApp } from '../../../../test/helper';
import { seedFleetDemoData } from '../seed/seed';
import { fleetClient, truckInput } from '../test-support/fleet-client';

describe('/api/trucks', () => {
  let t: TestApp;
  let client: ReturnType<typeof fleetClient>;
  beforeAll(async () => {
    t = await buildTestApp();
    client = fleetClient(t.app);
    await seedFleetDemoData(t.app.db);
  });
  afterAll(async () => t.close());

  it('creates a truck (201) with a normalised plate and answers it by documentId and id', async () => {
    const created = await client.post('/api/trucks', truckInput(1, { registrationPlateNumber: 'abc 001' }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      truckName: 'Volvo FH 1',
      registrationPlateNumber: 'ABC001',
      truckStatus: 'available',
      odometer: 15_000,
    });
    expect(created.body.data.documentId).toHaveLength(24);
    const byDoc = await client.get(`/api/trucks/${created.body.data.documentId}`);
    const byId = await client.get(`/api/trucks/${created.body.data.id}`);
    expect(byDoc.body.data.truckNumber).toBe('X-1');
    expect(byId.body.data.documentId).toBe(created.body.data.documentId);
  });

  it('lists 20 per page with withCount meta, filtered by truck_status and sorted', async () => {
    // Its own database: the 20 seeded trucks plus the one it adds, whatever other tests created.
    const own = await buildTestApp();
    const client = fleetClient(own.app);
    await seedFleetDemoData(own.app.db);
    await client.post('/api/trucks', truckInput(1));
    const page = await client.get(
      '/api/trucks?pagination[page]=1&pagination[pageSize]=20&pagination[withCount]=true&sort[0]=truckName:asc',
    );
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(20);
    expect(page.body.meta.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 2, total: 21 });
    const names = page.body.data.map((x: { truckName: string }) => x.truckName);
    expect(names).toEqual([...names].sort());
    const workshop = await client.get('/api/trucks?filters[truck_status][$eq]=in_workshop&pagination[withCount]=true');
    expect(workshop.body.data.map((x: { truckNumber: string }) => x.truckNumber).sort()).toEqual(['T-03', 'T-15']);
    await own.close();
  });

  it('searches case-insensitively over several fields, nested keys included', async () => {
    const res = await client.get(
      '/api/trucks?filters[$or][0][truckName][$containsi]=scania s&filters[$or][1][area][name][$containsi]=örebro',
    );
    expect(res.body.data.map((x: { truckNumber: string }) => x.truckNumber).sort()).toEqual(['T-07', 'T-17', 'T-18']);
  });

  it('populates area, drivers and the flat tyre object', async () => {
    const res = await client.get('/api/trucks?filters[truckNumber][$eq]=T-01&populate[0]=area&populate[1]=drivers&populate[2]=tyre');
    expect(res.status).toBe(200);
    const [truck] = res.body.data;
    expect(truck.area.name).toBe('Göteborg');
    expect(truck.drivers.map((d: { lastName: string }) => d.lastName).sort()).toEqual(['Johansson', 'Olofsson']);
    expect(truck.drivers[0].personalIdentityNumber).toMatch(/^\d{6}-\d{4}$/);
    expect(truck.tyre).toEqual({
      frontWinterTyres: 'Michelin X Multi Z 385/55R22.5',
      mileageFrontWinterTyres: 31_500,
      backWinterTyres: 'Michelin X Multi Z 315/70R22.5',
      mileageBackWinterTyres: 31_500,
      frontSummerTyres: 'Michelin X Line Energy Z 385/55R22.5',
      mileageFrontSummerTyres: 52_000,
      backSummerTyres: 'Michelin X Line Energy Z 315/70R22.5',
      mileageBackSummerTyres: 52_000,
    });
    const dispatcher = await client.get('/api/trucks?filters[truckNumber][$eq]=T-01&populate=*', 'dispatcher');
    expect(dispatcher.body.data[0].drivers[0].lastName).toBeTruthy();
    expect(dispatcher.body.data[0].drivers[0]).not.toHaveProperty('personalIdentityNumber');
    // Viewers may not read drivers at all: `*` leaves the relation out for them.
    const viewer = await client.get('/api/trucks?filters[truckNumber][$eq]=T-01&populate=*', 'viewer');
    expect(viewer.body.data[0].area.name).toBe('Göteborg');
    expect(viewer.body.data[0]).not.toHaveProperty('drivers');
  });

  it('flags an odometer going backwards, keeps the odometer and records the reading', async () => {
    const created = await client.post('/api/trucks', truckInput(2));
    const url = `/api/trucks/${created.body.data.documentId}`;
    const back = await client.put(url, { odometer: 12_000 });
    expect(back.status).toBe(200);
    expect(back.body.data.odometer).toBe(15_000);
    expect(back.body.meta.warnings).toEqual([
      {
        field: 'odometer',
        message: 'Odometer reading 12 000 km is lower than the current 15 000 km; it was recorded and flagged for review',
      },
    ]);
    const forward = await client.put(url, { odometer: 16_500 });
    expect(forward.body.data.odometer).toBe(16_500);
    expect(forward.body.meta).toEqual({});
    const history = await client.get(`/api/odometer-readings?filters[truck][documentId][$eq]=${created.body.data.documentId}&sort=id:asc`);
    expect(history.body.data.map((r: { valueKm: number; isBreaking: boolean }) => [r.valueKm, r.isBreaking])).toEqual([
      [15_000, false],
      [12_000, true],
      [16_500, false],
    ]);
  });

  it.each([
    [{ ...truckInput(3), registrationPlateNumber: 'QQQ111' }, 'registrationPlateNumber'],
    [{ ...truckInput(3), truckStatus: 'flying' }, 'truckStatus'],
    [{ ...truckInput(3), odometer: -5 }, 'odometer'],
    [{ ...truckInput(3), truckName: '' }, 'truckName'],
    [{ ...truckInput(3), truckStatus: 'sold' }, 'truckSoldDate'],
    [{ ...truckInput(3), truckBoughtDate: '2024-05-01', truckSoldDate: '2023-01-01' }, 'truckSoldDate'],
    [{ ...truckInput(3), techInspectionDate: '2026-13-01' }, 'techInspectionDate'],
  ])('refuses bad input with a 400 naming the field (%#)', async (input, field) => {
    const before = await client.get('/api/trucks?pagination[withCount]=true');
    const res = await client.post('/api/trucks', input);
    expect(res.status).toBe(400);
    expect(res.body.error.name).toBe('ValidationError');
    expect(res.body.error.details.errors.map((e: { path: string[] }) => e.path[0])).toContain(field);
    const after = await client.get('/api/trucks?pagination[withCount]=true');
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total);
  });

  it('refuses a duplicate plate and a sold status without date on update, leaving the truck unchanged', async () => {
    const dup = await client.post('/api/trucks', truckInput(4, { registrationPlateNumber: 'GBD123' }));
    expect(dup.status).toBe(400);
    const t01 = (await client.get('/api/trucks?filters[truckNumber][$eq]=T-01')).body.data[0];
    const sold = await client.put(`/api/trucks/${t01.documentId}`, { truckStatus: 'sold' });
    expect(sold.status).toBe(400);
    expect(sold.body.error.details.errors[0]).toMatchObject({
      path: ['truckSoldDate'],
      message: 'A sold truck needs the date it was sold',
    });
    expect((await client.get(`/api/trucks/${t01.documentId}`)).body.data.truckStatus).toBe('available');
  });

  it('refuses to delete a truck that still pulls a trailer, and deletes one that does not (204)', async () => {
    const t01 = (await client.get('/api/trucks?filters[truckNumber][$eq]=T-01')).body.data[0];
    const refused = await client.del(`/api/trucks/${t01.documentId}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Truck T-01 still has 1 open trailer link; end them before deleting the truck');
    const spare = await client.post('/api/trucks', truckInput(5));
    expect((await client.del(`/api/trucks/${spare.body.data.documentId}`)).status).toBe(204);
    expect((await client.get(`/api/trucks/${spare.body.data.documentId}`)).status).toBe(404);
  });

  it('answers the planning list: not sold, by area name, most drivers first, then name', async () => {
    // Its own database: the seeded trucks and one without an area, whatever other tests created.
    const own = await buildTestApp();
    const client = fleetClient(own.app);
    await seedFleetDemoData(own.app.db);
    expect((await client.post('/api/trucks', truckInput(9))).status).toBe(201);
    const res = await client.get('/api/trucks/findSortedTruckByDrivers?pagination[pageSize]=100');
    expect(res.body.error).toBeUndefined();
    const byDefault = await client.get('/api/trucks/findSortedTruckByDrivers');
    expect(byDefault.body.meta.pagination).toMatchObject({ page: 1, pageSize: 25 });
    const rows = res.body.data as { truckName: string; truckStatus: string; area: { name: string } | null; drivers: unknown[] }[];
    expect(rows.some((r) => r.truckStatus === 'sold')).toBe(false);
    const areaOrder = [...new Set(rows.map((r) => r.area?.name ?? '~'))];
    expect(areaOrder).toEqual(['Göteborg', 'Jönköping', 'Malmö', 'Stockholm', 'Örebro', '~']);
    const gbg = rows.filter((r) => r.area?.name === 'Göteborg');
    expect(gbg.map((r) => r.drivers.length)).toEqual([...gbg.map((r) => r.drivers.length)].sort((a, b) => b - a));
    const areaId = rows.find((r) => r.area?.name === 'Malmö')!.area as unknown as { documentId: string };
    const malmo = await client.get(`/api/trucks/findSortedTruckByDrivers?filters[area][documentId]=${areaId.documentId}`);
    expect(malmo.body.data).toHaveLength(4);
    const malmoEq = await client.get(`/api/trucks/findSortedTruckByDrivers?filters[area][documentId][$eq]=${areaId.documentId}`);
    expect(malmoEq.body.data).toHaveLength(4);
    const second = await client.get('/api/trucks/findSortedTruckByDrivers?pagination[page]=2&pagination[pageSize]=5');
    expect(second.body.data.map((r: { id: number }) => r.id)).toEqual(rows.slice(5, 10).map((r) => (r as unknown as { id: number }).id));
    expect(second.body.meta.pagination).toEqual({ page: 2, pageSize: 5, pageCount: Math.ceil(rows.length / 5), total: rows.length });
    expect((await client.get('/api/trucks/findSortedTruckByDrivers?pagination[pageSize]=5000')).status).toBe(400);
    await own.close();
  });
});
