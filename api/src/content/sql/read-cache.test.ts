import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle, dataVersionOf } from '../../db/create-db';
import { buildTestApp } from '../../../test/helper';
import { rememberedRead } from './read-cache';

const countTrucks = (handle: DbHandle) => {
  const compiled = sql<{ n: number }>`select count(*) as n from trucks where name like ${'%7%'}`.compile(handle.db);
  let runs = 0;
  const read = () =>
    rememberedRead(handle.db, compiled, async () => {
      runs += 1;
      return (await handle.db.executeQuery(compiled)).rows[0]!.n;
    });
  /** Asks twice: an answer is kept from its query's second time on. */
  const keep = async () => {
    await read();
    await read();
  };
  return { read, keep, runs: () => runs };
};

describe('rememberedRead on SQLite', () => {
  let dir: string;
  let handle: DbHandle;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'read-cache-'));
    handle = createDb({ databaseUrl: null, sqlitePath: join(dir, 'db.sqlite') });
    await sql`create table trucks (id integer primary key, name text)`.execute(handle.db);
    await sql`insert into trucks (name) values ('T7'), ('T8')`.execute(handle.db);
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps an answer from its second time and answers it again without running the query while nothing was written', async () => {
    const counter = countTrucks(handle);
    expect(await counter.read()).toBe(1);
    expect(await counter.read()).toBe(1);
    expect(counter.runs()).toBe(2);
    expect(await counter.read()).toBe(1);
    expect(await counter.read()).toBe(1);
    expect(counter.runs()).toBe(2);
  });

  it('keeps what is asked again while queries asked once pass by', async () => {
    const counter = countTrucks(handle);
    await counter.keep();
    for (let i = 0; i < 500; i += 1) {
      const once = sql<{ n: number }>`select count(*) as n from trucks where id > ${i}`.compile(handle.db);
      await rememberedRead(handle.db, once, async () => (await handle.db.executeQuery(once)).rows[0]!.n);
    }
    expect(await counter.read()).toBe(1);
    expect(counter.runs()).toBe(2);
  });

  it('runs the query again after any write, even to another table or a rolled back one', async () => {
    const counter = countTrucks(handle);
    await counter.read();
    await sql`insert into trucks (name) values ('T77')`.execute(handle.db);
    expect(await counter.read()).toBe(2);
    await sql`create table other (id integer primary key)`.execute(handle.db);
    await sql`insert into other (id) values (1)`.execute(handle.db);
    expect(await counter.read()).toBe(2);
    expect(counter.runs()).toBe(3);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`delete from trucks`.execute(trx);
        expect(dataVersionOf(trx)).toBeNull();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await counter.read()).toBe(2);
    expect(counter.runs()).toBe(4);
  });

  it('sees a commit made by another connection', async () => {
    const counter = countTrucks(handle);
    await counter.keep();
    expect(await counter.read()).toBe(1);
    expect(counter.runs()).toBe(2);
    const other = createDb({ databaseUrl: null, sqlitePath: join(dir, 'db.sqlite') });
    await sql`insert into trucks (name) values ('X7')`.execute(other.db);
    await other.close();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await counter.read()).toBe(2);
    expect(counter.runs()).toBe(3);
  });

  it('is not used where the database has no data version', () => {
    expect(dataVersionOf(createDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', sqlitePath: '' }).db)).toBeNull();
  });
});

describe('rememberedRead of a costly read on the database under test', () => {
  it('reuses the answer until something is written, then reads again', async () => {
    const t = await buildTestApp();
    try {
      const { db } = t.app;
      const compiled = sql<{ n: number | string }>`select count(*) as n from areas where name like ${'%a%'}`.compile(db);
      let runs = 0;
      const read = () =>
        rememberedRead(
          db,
          compiled,
          async () => {
            runs += 1;
            return Number((await db.executeQuery(compiled)).rows[0]!.n);
          },
          { costly: true },
        );
      const before = await read();
      expect(await read()).toBe(before);
      expect(await read()).toBe(before);
      const now = new Date().toISOString();
      await db
        .insertInto('areas')
        .values({ document_id: 'a'.repeat(24), name: 'Karlstad', created_at: now, updated_at: now, published_at: now })
        .execute();
      expect(await read()).toBe(before + 1);
      // Kept from the second read; on PostgreSQL any commit in the cluster moves the snapshot too.
      expect(runs).toBeLessThanOrEqual(4);
      expect(runs).toBeGreaterThanOrEqual(3);
    } finally {
      await t.close();
    }
  });
});
