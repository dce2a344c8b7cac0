import { officeToday } from '@haulage/shared/contracts';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { seedFleetDemoData } from '../seed/seed';
import { fleetClient, truckInput } from '../test-support/fleet-client';

describe('trailer links, tyres and the fleet summary', () => {
  let t: TestApp;
  let client: ReturnType<typeof fleetClient>;
  const truckDoc = async (number: string) => (await client.get(`/api/trucks?filters[truckNumber][$eq]=${number}`)).body.data[0];
  const trailerDoc = async (plate: string) => (await client.get(`/api/trailers?filters[plateNumber][$eq]=${plate}`)).body.data[0];
  const linkCount = async () => (await client.get('/api/trailers-links?pagination[withCount]=true')).body.meta.pagination.total;

  beforeAll(async () => {
    t = await buildTestApp();
    client = fleetClient(t.app);
    await seedFleetDemoData(t.app.db);
  });
  afterAll(async () => t.close());

  it('refuses a second open link for a trailer, naming the truck and date, and writes nothing', async () => {
    const before = await linkCount();
    const res = await client.post('/api/trailers-links', {
      truck: (await truckDoc('T-03')).documentId,
      trailer: (await trailerDoc('AGK501')).documentId,
      linkedFrom: '2026-11-20T06:00:00.000Z',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^Trailer AGK501 is already linked to truck T-01 since \d{4}-\d{2}-\d{2}; end that link first$/);
    expect(res.body.error.details.errors[0].path).toEqual(['trailer']);
    expect(await linkCount()).toBe(before);
  });

  it('links a free trailer, ends the link, and refuses an end before the start', async () => {
    const created = await client.post('/api/trailers-links?populate=*', {
      truck: (await truckDoc('T-03')).documentId,
      trailer: (await trailerDoc('ELO935')).id,
      linkedFrom: '2026-11-20T06:00:00.000Z',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ linkedTo: null, truck: { truckNumber: 'T-03' }, trailer: { plateNumber: 'ELO935' } });
    const url = `/api/trailers-links/${created.body.data.documentId}`;
    const backwards = await client.put(url, { linkedTo: '2026-11-19T06:00:00.000Z' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details.errors[0].path).toEqual(['linkedTo']);
    const ended = await client.put(url, { linkedTo: '2026-11-21T06:00:00.000Z' });
    expect(ended.status).toBe(200);
    expect(ended.body.data.linkedTo).not.toBeNull();
  });

  it('mounts a set, banking the km of the set it replaces, and unmounts it again', async () => {
    const truck = (await client.post('/api/trucks', truckInput(1, { odometer: 100_000 }))).body.data;
    const newSet = (axle: string, season: string) =>
      client.post('/api/tyres', {
        truck: truck.documentId,
        axle,
        season,
        brand: 'Nokian',
        model: 'Hakkapeliitta Truck F2',
        size: '385/55R22.5',
        treadDepthMm: 12,
      });
    const summer = (await newSet('front', 'summer')).body.data;
    const winter = (await newSet('front', 'winter')).body.data;
    expect(summer).toMatchObject({ status: 'stored', mileageKm: 0 });
    const first = await client.post(`/api/tyres/${summer.documentId}/mount`, undefined);
    expect(first.body.error).toBeUndefined();
    expect(first.body.data).toMatchObject({ status: 'mounted', mountedOdometer: 100_000 });
    await client.put(`/api/trucks/${truck.documentId}`, { odometer: 130_000 });
    expect((await client.get(`/api/tyres/${summer.documentId}`)).body.data.mileageKm).toBe(30_000);

    const mounted = await client.post(`/api/tyres/${winter.id}/mount`, undefined);
    expect(mounted.status).toBe(200);
    expect(mounted.body.data).toMatchObject({ status: 'mounted', mountedOdometer: 130_000, mileageKm: 0 });
    expect((await client.get(`/api/tyres/${summer.documentId}`)).body.data).toMatchObject({
      status: 'stored',
      accumulatedKm: 30_000,
      mileageKm: 30_000,
    });

    await client.put(`/api/trucks/${truck.documentId}`, { odometer: 135_500 });
    const truckTyres = (await client.get(`/api/trucks/${truck.documentId}?populate=tyre`)).body.data.tyre;
    expect(truckTyres).toMatchObject({
      frontWinterTyres: 'Nokian Hakkapeliitta Truck F2 385/55R22.5',
      mileageFrontWinterTyres: 5_500,
      mileageFrontSummerTyres: 30_000,
    });

    const off = await client.post(`/api/tyres/${winter.documentId}/unmount`, undefined);
    expect(off.body.data).toMatchObject({ status: 'stored', mountedOdometer: null, accumulatedKm: 5_500 });
    expect((await client.post(`/api/tyres/${winter.documentId}/unmount`, undefined)).status).toBe(400);
  });

  it('keeps status changes on the mount routes and names the field otherwise', async () => {
    const truck = (await client.post('/api/trucks', truckInput(2))).body.data;
    const res = await client.post('/api/tyres', {
      truck: truck.documentId,
      axle: 'front',
      season: 'winter',
      brand: 'Nokian',
      size: '385/55R22.5',
      status: 'mounted',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors[0].path).toEqual(['status']);
    const bad = await client.post('/api/tyres', {
      truck: truck.documentId,
      axle: 'middle',
      season: 'winter',
      brand: 'Nokian',
      size: '385/55R22.5',
    });
    expect(bad.body.error.details.errors[0].path).toEqual(['axle']);
    expect((await client.post('/api/tyres/nope/mount', undefined)).status).toBe(404);
  });

  it('refuses to delete an area that still has trucks', async () => {
    const areas = (await client.get('/api/areas?filters[name][$eq]=Göteborg')).body.data;
    const res = await client.del(`/api/areas/${areas[0].documentId}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Area Göteborg still has 5 trucks');
    const empty = await client.post('/api/areas', { name: 'Umeå', code: 'UME' });
    expect((await client.del(`/api/areas/${empty.body.data.documentId}`)).status).toBe(204);
  });

  it('summarises the fleet: counts by status and what is due, earliest first', async () => {
    // Its own database: the seeded fleet (20 trucks, one sold, one out of service) and two trucks added.
    const own = await buildTestApp();
    await seedFleetDemoData(own.app.db);
    const ownClient = fleetClient(own.app);
    for (const n of [1, 2]) expect((await ownClient.post('/api/trucks', truckInput(n))).status).toBe(201);
    const res = await ownClient.get('/api/fleet-summary', 'viewer');
    await own.close();
    expect(res.status).toBe(200);
    const summary = res.body.data;
    expect(summary.totalTrucks).toBe(22);
    expect(summary.totalDrivers).toBe(30);
    expect(summary.totalTrailers).toBe(10);
    expect(summary.trucksByStatus).toEqual({ available: 18, in_workshop: 2, out_of_service: 1, sold: 1 });
    const dates = summary.due.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort());
    const today = officeToday();
    expect(
      summary.due.every((d: { date: string; status: string }) => (d.date < today ? d.status === 'overdue' : d.status === 'due_soon')),
    ).toBe(true);
    expect(summary.due).toContainEqual(expect.objectContaining({ kind: 'techInspection', subject: 'T-01 GBD123', status: 'overdue' }));
    expect(summary.due.some((d: { subject: string }) => d.subject.startsWith('T-18'))).toBe(false);
  });
});
