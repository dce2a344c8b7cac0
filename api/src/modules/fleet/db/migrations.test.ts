import { buildTestApp, type TestApp } from '../../../../test/helper';

describe('fleet migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('creates every fleet table with the entry columns', async () => {
    const tables = await t.app.db.introspection.getTables();
    const byName = new Map(tables.map((table) => [table.name, table.columns.map((c) => c.name)]));
    for (const name of ['areas', 'trucks', 'drivers', 'trailers', 'trailer_links', 'tyre_sets', 'odometer_readings']) {
      expect(byName.get(name)).toEqual(expect.arrayContaining(['id', 'document_id', 'created_at', 'updated_at', 'published_at']));
    }
    expect(byName.get('trucks_drivers')).toEqual(expect.arrayContaining(['truck_id', 'driver_id']));
  });

  it('rejects a second truck with the same plate', async () => {
    const row = (n: number) => ({
      document_id: `doc${n}`,
      created_at: 'x',
      updated_at: 'x',
      published_at: 'x',
      truck_name: 'T',
      truck_number: `T-${n}`,
      registration_plate_number: 'ABC123',
      truck_type: 'tractor',
    });
    await t.app.db.insertInto('trucks').values(row(1)).execute();
    // The native driver's error class may come from another jest realm, so check the message, not instanceof.
    const error: unknown = await t.app.db
      .insertInto('trucks')
      .values(row(2))
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(String((error as Error | null)?.message)).toMatch(/unique/i);
  });
});
