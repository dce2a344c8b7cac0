import { createId } from '@paralleldrive/cuid2';
import { sql } from 'kysely';
import { type ContentType, type RelationAttribute, type ScalarType, columnOf, isScalar, isToOne } from '../content-type';
import { toColumn } from '../serializer';
import type { Dialect } from '../../db/create-db';
import { type ToManyChange, resolveRefs, toManyChange } from './relation-refs';
import { resolveToOneValue, targetOf } from './to-one-values';
import { searchInputColumnsOf } from '../search/search-paths';
import { searchTextKeeper } from '../search/search-text-repository';
import { type DynamicDb } from '../dynamic-db';

/** Scalar columns and to-one FKs for an insert/update, with relation refs resolved in `db`. */
const columnValues = async (db: DynamicDb, dialect: Dialect, contentType: ContentType, data: Record<string, unknown>) => {
  const values: Record<string, unknown> = {};
  const toMany: { name: string; attribute: RelationAttribute; change: ToManyChange }[] = [];
  for (const [name, value] of Object.entries(data)) {
    const attribute = contentType.attributes[name];
    if (!attribute || value === undefined) continue;
    if (isScalar(attribute)) {
      values[columnOf(name, attribute)] = toColumn(attribute.type as ScalarType, value, dialect === 'sqlite', attribute.decimals);
    } else if (isToOne(attribute)) {
      values[columnOf(name, attribute)] = await resolveToOneValue(db, name, attribute, value);
    } else if (attribute.type === 'relation') {
      toMany.push({ name, attribute, change: toManyChange(value, name) });
    }
  }
  return { values, toMany };
};

const applyToMany = async (
  db: DynamicDb,
  id: number,
  { name, attribute, change }: { name: string; attribute: RelationAttribute; change: ToManyChange },
): Promise<void> => {
  const target = targetOf(attribute);
  const all = [...(change.set ?? []), ...(change.connect ?? []), ...(change.disconnect ?? [])];
  const ids = await resolveRefs(db, target, all, name);
  const list = (refs: ToManyChange['set']) => [...new Set((refs ?? []).map((ref) => ids.get(ref)!))];
  const jt = attribute.joinTable;
  if (jt) {
    const own = sql.ref(jt.column);
    const other = sql.ref(jt.inverseColumn);
    const remove = async (targets: number[] | null) => {
      const which = targets === null ? sql`` : sql` and ${other} in (${sql.join(targets.length ? targets : [-1])})`;
      await sql`delete from ${sql.table(jt.table)} where ${own} = ${id}${which}`.execute(db);
    };
    if (change.set) await remove(null);
    const add = [...list(change.set), ...list(change.connect)];
    if (change.disconnect) await remove(list(change.disconnect));
    if (change.connect) await remove(list(change.connect));
    for (const targetId of new Set(add)) {
      await sql`insert into ${sql.table(jt.table)} (${own}, ${other}) values (${id}, ${targetId})`.execute(db);
    }
    return;
  }
  const back = target.attributes[attribute.mappedBy ?? ''];
  if (!back) throw new Error(`Relation mappedBy "${attribute.mappedBy}" not found on ${target.uid}`);
  const fk = sql.ref(columnOf(attribute.mappedBy!, back));
  const table = sql.table(target.table);
  if (change.set) await sql`update ${table} set ${fk} = null where ${fk} = ${id}`.execute(db);
  const disconnect = list(change.disconnect);
  if (disconnect.length) await sql`update ${table} set ${fk} = null where ${fk} = ${id} and id in (${sql.join(disconnect)})`.execute(db);
  const connect = [...list(change.set), ...list(change.connect)];
  if (connect.length) await sql`update ${table} set ${fk} = ${id} where id in (${sql.join(connect)})`.execute(db);
};

const nowIso = (): string => new Date().toISOString();

/** Inserts one entry (inside the caller's transaction) and returns its id. */
export const insertEntry = async (
  db: DynamicDb,
  dialect: Dialect,
  contentType: ContentType,
  data: Record<string, unknown>,
): Promise<number> => {
  const withDefaults = { ...data };
  for (const [name, attribute] of Object.entries(contentType.attributes)) {
    if (isScalar(attribute) && attribute.default !== undefined && withDefaults[name] === undefined) withDefaults[name] = attribute.default;
  }
  const { values, toMany } = await columnValues(db, dialect, contentType, withDefaults);
  const now = nowIso();
  const row = { ...values, document_id: createId(), created_at: now, updated_at: now, published_at: now };
  const inserted = await db.insertInto(contentType.table).values(row).returning('id').executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  for (const relation of toMany) await applyToMany(db, id, relation);
  await searchTextKeeper(db, contentType).after(id);
  return id;
};

/**
 * Partial update; Draft & Publish is off, so publishedAt is refreshed as in Strapi. `now` is the
 * new updatedAt (the write flow passes one after the previous, so the ETag always changes).
 */
export const updateEntry = async (
  db: DynamicDb,
  dialect: Dialect,
  contentType: ContentType,
  id: number,
  data: Record<string, unknown>,
  now = nowIso(),
): Promise<void> => {
  const { values, toMany } = await columnValues(db, dialect, contentType, data);
  const inputs = searchInputColumnsOf(contentType);
  const search = toMany.length > 0 || Object.keys(values).some((column) => inputs.has(column)) ? searchTextKeeper(db, contentType) : null;
  await search?.before(id);
  await db
    .updateTable(contentType.table)
    .set({ ...values, updated_at: now, published_at: now })
    .where('id', '=', id)
    .execute();
  for (const relation of toMany) await applyToMany(db, id, relation);
  await search?.after(id);
};

export const deleteEntry = async (db: DynamicDb, contentType: ContentType, id: number): Promise<void> => {
  const search = searchTextKeeper(db, contentType);
  await search.before(id);
  await db.deleteFrom(contentType.table).where('id', '=', id).execute();
  await search.after(id, true);
};

/**
 * Compare-and-set of an entry's version: moves updated_at to `stamp` only if it still is `seen`.
 * On PostgreSQL the row stays locked until commit, so a concurrent writer holding the same ETag
 * waits here and then finds nothing to update; SQLite runs one write transaction at a time.
 */
export const claimEntryVersion = async (
  db: DynamicDb,
  contentType: ContentType,
  id: number,
  seen: string,
  stamp: string,
): Promise<boolean> => {
  const result = await db
    .updateTable(contentType.table)
    .set({ updated_at: stamp })
    .where('id', '=', id)
    .where('updated_at', '=', seen)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};
