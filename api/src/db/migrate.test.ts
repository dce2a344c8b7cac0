import { type Kysely, type Migration, sql } from 'kysely';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

const table = (name: string): Migration => ({
  up: async (db: Kysely<unknown>) => {
    await sql`create table ${sql.table(name)} (id integer primary key)`.execute(db);
  },
});

describe('migrateToLatest', () => {
  it('runs a module migration that sorts before one the database has already run', async () => {
    const handle = createDb({ databaseUrl: null, sqlitePath: ':memory:' });
    try {
      const shipped = { '0100-trucks': table('trucks'), '0900-search': table('search') };
      expect(await migrateToLatest(handle.db, shipped)).toEqual(['0100-trucks', '0900-search']);

      const ran = await migrateToLatest(handle.db, { ...shipped, '0600-invoices': table('invoices') });

      expect(ran).toEqual(['0600-invoices']);
      const { rows } = await sql<{ name: string }>`select name from sqlite_master where name = 'invoices'`.execute(handle.db);
      expect(rows).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
