import { type Migration, sql } from 'kysely';
import type { MigrationDb } from '../../db/database';
import { isPostgres } from '../schema';
import { SEARCH_GRAMS_FUNCTION } from './grams';
import { SEARCH_COLUMN } from './search-paths';

/** A trigram holds three characters: shorter words are looked up in the short-word index. */
export const MIN_INDEXED_WORD = 3;

/** The SQLite FTS5 table that indexes a content table's search text. */
export const searchIndexOf = (table: string): string => `${table}_search`;

/** The SQLite FTS5 table of the characters and pairs of a content table's search text (grams.ts). */
export const shortWordIndexOf = (table: string): string => `${table}_grams`;

/**
 * The schema pg_trgm lives in, installing it in `public` when the database has none. One database
 * has one copy of an extension, whatever the search path: the lock makes concurrent migrations
 * (several instances starting at once) wait for the first instead of failing.
 */
const trigramSchema = async (db: MigrationDb): Promise<string> => {
  await sql`select pg_advisory_xact_lock(hashtext('haulage:pg_trgm'))`.execute(db);
  const installed = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      )
    ).rows[0]?.schema;
  const schema = await installed();
  if (schema) return schema;
  await sql`create extension pg_trgm with schema public`.execute(db);
  return 'public';
};

/** An FTS5 index of one text column of a content table, kept in step by triggers (SQLite). */
export interface TextIndex {
  table: string;
  column: string;
  index: string;
}

/**
 * A trigram index of the column: external content (the text is stored once), a word of three
 * characters or more found as a phrase. `tokenize` names the tokenizer with its options.
 */
export const addTrigramIndex = async (db: MigrationDb, { table, column, index: name }: TextIndex, tokenize: string): Promise<void> => {
  const t = sql.table(table);
  const index = sql.table(name);
  const trigger = (suffix: string) => sql.id(`${name}_${suffix}`);
  const text = sql.ref(column);
  await sql`create virtual table ${index} using fts5(${text}, content=${sql.raw(`'${table}'`)}, content_rowid='id', tokenize=${sql.raw(`'${tokenize}'`)})`.execute(
    db,
  );
  await sql`create trigger ${trigger('ai')} after insert on ${t} begin
    insert into ${index}(rowid, ${text}) values (new.id, new.${text});
  end`.execute(db);
  await sql`create trigger ${trigger('ad')} after delete on ${t} begin
    insert into ${index}(${index}, rowid, ${text}) values ('delete', old.id, old.${text});
  end`.execute(db);
  await sql`create trigger ${trigger('au')} after update of ${text} on ${t} begin
    insert into ${index}(${index}, rowid, ${text}) values ('delete', old.id, old.${text});
    insert into ${index}(rowid, ${text}) values (new.id, new.${text});
  end`.execute(db);
  // Rows written before the index are indexed now.
  await sql`insert into ${index}(${index}) values ('rebuild')`.execute(db);
};

/**
 * An index of the characters and pairs of characters of the column (grams.ts). Contentless (the
 * tokens are derived, not stored) with `detail=none`: only which rows hold a token is kept, all a
 * word that is one token needs.
 */
export const addGramIndex = async (db: MigrationDb, { table, column, index: name }: TextIndex): Promise<void> => {
  const t = sql.table(table);
  const index = sql.table(name);
  const trigger = (suffix: string) => sql.id(`${name}_${suffix}`);
  const grams = (row: 'new') => sql`${sql.raw(SEARCH_GRAMS_FUNCTION)}(${sql.raw(row)}.${sql.ref(column)})`;
  await sql`create virtual table ${index} using fts5(grams, content='', contentless_delete=1, tokenize='ascii', detail=none)`.execute(db);
  await sql`create trigger ${trigger('ai')} after insert on ${t} begin
    insert into ${index}(rowid, grams) values (new.id, ${grams('new')});
  end`.execute(db);
  await sql`create trigger ${trigger('ad')} after delete on ${t} begin
    delete from ${index} where rowid = old.id;
  end`.execute(db);
  await sql`create trigger ${trigger('au')} after update of ${sql.ref(column)} on ${t} begin
    delete from ${index} where rowid = old.id;
    insert into ${index}(rowid, grams) values (new.id, ${grams('new')});
  end`.execute(db);
  await sql`insert into ${index}(rowid, grams) select id, ${sql.raw(SEARCH_GRAMS_FUNCTION)}(${sql.ref(column)}) from ${t}`.execute(db);
};

/**
 * Indexes a content table's stored search text for `_q` (ADR 13): every word is a substring
 * search, which no B-tree serves, so a list over 100,000 jobs read every row's text. SQLite gets
 * an FTS5 trigram index kept in step by triggers; PostgreSQL a pg_trgm GIN index, which its
 * `LIKE '%…%'` uses as it is.
 */
export const addSearchIndex = async (db: MigrationDb, table: string): Promise<void> => {
  if (isPostgres(db)) {
    const schema = await trigramSchema(db);
    const opclass = sql`${sql.id(schema)}.gin_trgm_ops`;
    await sql`create index ${sql.id(`${table}_search_trgm_idx`)} on ${sql.table(table)} using gin (${sql.ref(SEARCH_COLUMN)} ${opclass})`.execute(
      db,
    );
    return;
  }
  await addTrigramIndex(db, { table, column: SEARCH_COLUMN, index: searchIndexOf(table) }, 'trigram');
};

/**
 * Indexes the characters and pairs of characters of a content table's search text (SQLite only;
 * ADR 24): one- and two-character words ("7", "ab") otherwise read every row's text, the costliest
 * searches of a list.
 */
export const addShortWordIndex = async (db: MigrationDb, table: string): Promise<void> => {
  if (isPostgres(db)) return;
  await addGramIndex(db, { table, column: SEARCH_COLUMN, index: shortWordIndexOf(table) });
};

/** The tables that declared a search before the indexes came; later ones add theirs with the column. */
export const SEARCHED_TABLES = ['trucks', 'drivers', 'trailers', 'customers', 'customer_contacts', 'destinations', 'jobs'];

export const searchIndexMigrations: Record<string, Migration> = {
  '0900-search-indexes': {
    up: async (db: MigrationDb) => {
      for (const table of SEARCHED_TABLES) await addSearchIndex(db, table);
    },
  },
  '0930-short-word-search-indexes': {
    up: async (db: MigrationDb) => {
      for (const table of SEARCHED_TABLES) await addShortWordIndex(db, table);
    },
  },
};
