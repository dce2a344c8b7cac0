import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../../../test/helper';

describe('fleet migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  /**
   * The table's columns in this app's own database. Not Kysely's introspection: on PostgreSQL it
   * reads every schema's tables, and another test's schema may be mid-migration at that moment.
   */
  const columnsOf = async (table: string): Promise<string[]> =>
    t.app.dialect === 'postgres'
      ? (
          await sql<{
            name: string;
          }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(
            t.app.db,
          )
        ).rows.map((row) => row.name)
      : (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(t.app.db)).rows.map((row) => row.name);

  it('creates every fleet table with the entry columns', async () => {
    for (const name of ['areas', 'trucks', 'drivers', 'trailers', 'trailer_links', 'tyre_sets', 'odometer_readings']) {
      expect(await columnsOf(name)).toEqual(expect.arrayContaining(['id', 'document_id', 'created_at', 'updated_at', 'published_at']));
    }
    expect(await columnsOf('trucks_drivers')).toEqual(expect.arrayContaining(['truck_id', 'driver_id']));
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
