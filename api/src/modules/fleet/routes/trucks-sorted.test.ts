import { buildTestApp, type TestApp } from '../../../../test/helper';
import { seedFleetDemoData } from '../seed/seed';
import { seedManyTrucks } from '../seed/seed-many';
import { fleetClient } from '../test-support/fleet-client';

type Row = { id: number; truckName: string; area: { name: string } | null; drivers: unknown[] };

/** The planning order, written out in code: what the SQL must reproduce on both databases. */
const inOrder = (a: Row, b: Row): number => {
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return (
    (a.area ? 0 : 1) - (b.area ? 0 : 1) ||
    cmp(a.area?.name ?? '', b.area?.name ?? '') ||
    b.drivers.length - a.drivers.length ||
    cmp(a.truckName, b.truckName) ||
    a.id - b.id
  );
};

describe('GET /api/trucks/findSortedTruckByDrivers over a few hundred trucks', () => {
  let t: TestApp;
  let client: ReturnType<typeof fleetClient>;
  beforeAll(async () => {
    t = await buildTestApp();
    client = fleetClient(t.app);
    await seedFleetDemoData(t.app.db);
    await seedManyTrucks(t.app.db, 330);
  });
  afterAll(async () => t.close());

  it('pages through one consistent order: every truck once, no gaps or repeats at page boundaries', async () => {
    const all = (await client.get('/api/trucks/findSortedTruckByDrivers?pagination[pageSize]=1000')).body;
    const rows = all.data as Row[];
    expect(all.meta.pagination.total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(300);
    expect([...rows].sort(inOrder).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(rows.length / 47); page += 1) {
      const res = (await client.get(`/api/trucks/findSortedTruckByDrivers?pagination[page]=${page}&pagination[pageSize]=47`)).body;
      expect(res.meta.pagination).toEqual({ page, pageSize: 47, pageCount: Math.ceil(rows.length / 47), total: rows.length });
      paged.push(...res.data.map((r: Row) => r.id));
    }
    expect(paged).toEqual(rows.map((r) => r.id));
  });

  it('answers an empty page past the end with the right total', async () => {
    const res = (await client.get('/api/trucks/findSortedTruckByDrivers?pagination[page]=99&pagination[pageSize]=100')).body;
    expect(res.data).toEqual([]);
    expect(res.meta.pagination.total).toBeGreaterThan(300);
  });
});
