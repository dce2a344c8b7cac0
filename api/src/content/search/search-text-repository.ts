import { sql } from 'kysely';
import { type ContentType, columnOf } from '../content-type';
import { type DynamicDb, type Executor, asDynamic } from '../dynamic-db';
import { searchDocument } from './fold';
import { CONTAINS_COLUMN, containsDocument } from './contains-text';
import { allContentTypes } from '../registry';
import { SEARCH_COLUMN, type SearchDependent, type SearchHop, searchDependentsOf, searchPathsOf } from './search-paths';

type Row = Record<string, unknown>;
type Db = DynamicDb;

const BATCH = 500;

const ids = (values: unknown[]): number[] => [...new Set(values.filter((v) => v !== null && v !== undefined).map(Number))];

/** The related rows one hop away, grouped by the owner they belong to. */
const relatedByOwner = async (db: Db, owner: ContentType, hop: SearchHop, owners: Row[]): Promise<Map<number, Row[]>> => {
  const groups = new Map<number, Row[]>();
  const add = (ownerId: number, row: Row) => groups.set(ownerId, [...(groups.get(ownerId) ?? []), row]);
  const { attribute, target } = hop;
  const table = sql.table(target.table);
  if (attribute.relation === 'manyToOne' || (attribute.relation === 'oneToOne' && !attribute.mappedBy)) {
    const fk = columnOf(hop.name, attribute);
    const targetIds = ids(owners.map((row) => row[fk]));
    if (targetIds.length === 0) return groups;
    const { rows } = await sql<Row>`select * from ${table} where id in (${sql.join(targetIds)})`.execute(db);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    for (const row of owners) if (byId.has(Number(row[fk]))) add(Number(row.id), byId.get(Number(row[fk]))!);
    return groups;
  }
  const ownerIds = ids(owners.map((row) => row.id));
  if (attribute.joinTable) {
    const jt = attribute.joinTable;
    const { rows } =
      await sql<Row>`select j.${sql.ref(jt.column)} as "__owner", t.* from ${sql.table(jt.table)} j join ${table} t on t.id = j.${sql.ref(jt.inverseColumn)} where j.${sql.ref(jt.column)} in (${sql.join(ownerIds)}) order by t.id`.execute(
        db,
      );
    for (const row of rows) add(Number(row.__owner), row);
    return groups;
  }
  const back = target.attributes[attribute.mappedBy ?? '']!;
  const fk = columnOf(attribute.mappedBy!, back);
  const { rows } = await sql<Row>`select * from ${table} where ${sql.ref(fk)} in (${sql.join(ownerIds)}) order by id`.execute(db);
  for (const row of rows) add(Number(row[fk]), row);
  return groups;
};

/** Recomputes the stored search text of these entries from their fields and their relations' fields. */
export const refreshSearchText = async (executor: Executor, owner: ContentType, entryIds: number[]): Promise<void> => {
  const db = asDynamic(executor);
  const paths = searchPathsOf(owner);
  if (paths.length === 0) return;
  for (let start = 0; start < entryIds.length; start += BATCH) {
    const batch = entryIds.slice(start, start + BATCH);
    const { rows } = await sql<Row>`select * from ${sql.table(owner.table)} where id in (${sql.join(batch)})`.execute(db);
    if (rows.length === 0) continue;
    const related = new Map<string, Map<number, Row[]>>();
    for (const path of paths) {
      const hop = path.hops[0];
      if (hop && !related.has(hop.name)) related.set(hop.name, await relatedByOwner(db, owner, hop, rows));
    }
    for (const row of rows) {
      const values = paths.flatMap((path) => {
        const hop = path.hops[0];
        if (!hop) return [row[path.column]];
        return (related.get(hop.name)!.get(Number(row.id)) ?? []).map((other) => other[path.column]);
      });
      // Only a text that changed is written: the search indexes' triggers re-index a row on every
      // write of its column, and most writes (a status move, an assignment) leave both as they were;
      // a database from before the contains text fills that column alone.
      const texts: [string, string][] = [
        [SEARCH_COLUMN, searchDocument(values)],
        [CONTAINS_COLUMN, containsDocument(values)],
      ];
      const changed = texts.filter(([column, text]) => row[column] !== text);
      if (changed.length === 0) continue;
      const set = sql.join(changed.map(([column, text]) => sql`${sql.ref(column)} = ${text}`));
      await sql`update ${sql.table(owner.table)} set ${set} where id = ${row.id}`.execute(db);
    }
  }
};

/** The owners whose search text includes this entry (before a write, and again after it). */
const ownersOf = async (db: Db, dependent: SearchDependent, changedId: number): Promise<number[]> => {
  const { owner, hop } = dependent;
  const { attribute } = hop;
  if (attribute.relation === 'manyToOne' || (attribute.relation === 'oneToOne' && !attribute.mappedBy)) {
    const fk = columnOf(hop.name, attribute);
    const { rows } = await sql<Row>`select id from ${sql.table(owner.table)} where ${sql.ref(fk)} = ${changedId}`.execute(db);
    return ids(rows.map((row) => row.id));
  }
  if (attribute.joinTable) {
    const jt = attribute.joinTable;
    const { rows } =
      await sql<Row>`select ${sql.ref(jt.column)} as owner from ${sql.table(jt.table)} where ${sql.ref(jt.inverseColumn)} = ${changedId}`.execute(
        db,
      );
    return ids(rows.map((row) => row.owner));
  }
  const back = hop.target.attributes[attribute.mappedBy ?? '']!;
  const fk = columnOf(attribute.mappedBy!, back);
  const { rows } = await sql<Row>`select ${sql.ref(fk)} as owner from ${sql.table(hop.target.table)} where id = ${changedId}`.execute(db);
  return ids(rows.map((row) => row.owner));
};

/**
 * Keeps search text exact around one write of `changed`: call `before()` ahead of the write and
 * `after(id)` once it is done (in the same transaction), so an owner the entry left (a contact
 * deleted from its customer) is refreshed as well as the one it joined.
 */
export const searchTextKeeper = (executor: Executor, changed: ContentType) => {
  const db = asDynamic(executor);
  const dependents = searchDependentsOf(changed);
  const earlier = new Map<SearchDependent, number[]>();
  return {
    async before(changedId: number | null): Promise<void> {
      if (changedId === null) return;
      for (const dependent of dependents) earlier.set(dependent, await ownersOf(db, dependent, changedId));
    },
    async after(changedId: number, deleted = false): Promise<void> {
      if (!deleted) await refreshSearchText(db, changed, [changedId]);
      for (const dependent of dependents) {
        const now = deleted ? [] : await ownersOf(db, dependent, changedId);
        await refreshSearchText(db, dependent.owner, ids([...(earlier.get(dependent) ?? []), ...now]));
      }
    },
  };
};

/** Fills the search text of entries written without it (bulk seeds, rows from before the column). */
export const backfillSearchText = async (executor: Executor, types: ContentType[]): Promise<void> => {
  const db = asDynamic(executor);
  for (const type of types) {
    if (!type.search?.length) continue;
    for (;;) {
      const { rows } =
        await sql<Row>`select id from ${sql.table(type.table)} where ${sql.ref(SEARCH_COLUMN)} is null or ${sql.ref(CONTAINS_COLUMN)} is null order by id limit ${BATCH}`.execute(
          db,
        );
      if (rows.length === 0) break;
      await db.transaction().execute((trx) => refreshSearchText(trx, type, ids(rows.map((row) => row.id))));
    }
  }
};

/** `backfillSearchText` over every registered content type (after bulk inserts). */
export const fillSearchText = (db: Executor): Promise<void> => backfillSearchText(db, allContentTypes());
