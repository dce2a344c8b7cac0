import { sql } from 'kysely';
import type { ContentType } from '../content-type';
import { fieldErrors, validationError } from '../../http/errors';
import { isPlainObject } from '../query/field-resolver';
import { isPostgres } from '../schema';
import { type DynamicDb } from '../dynamic-db';

export type Ref = string | number;

export interface ToManyChange {
  set?: Ref[];
  connect?: Ref[];
  disconnect?: Ref[];
}

const refOf = (value: unknown, path: string): Ref => {
  if (typeof value === 'string' || typeof value === 'number') return value;
  // `{documentId}` / `{id}` objects are accepted, as Strapi's connect lists allow.
  if (isPlainObject(value) && (typeof value.documentId === 'string' || typeof value.id === 'number')) {
    return (value.documentId ?? value.id) as Ref;
  }
  throw fieldErrors([{ path: [path], message: `Invalid relation value at ${path}`, name: 'ValidationError', value }]);
};

/** A to-many write: an array means `set`; otherwise `{connect, disconnect, set}`. */
export const toManyChange = (value: unknown, path: string): ToManyChange => {
  if (value === null) return { set: [] };
  if (Array.isArray(value)) return { set: value.map((v) => refOf(v, path)) };
  if (!isPlainObject(value)) return { set: [refOf(value, path)] };
  const change: ToManyChange = {};
  for (const [key, list] of Object.entries(value)) {
    if (key !== 'set' && key !== 'connect' && key !== 'disconnect') {
      throw validationError(`Invalid key ${key}`, { key, path, source: 'body' });
    }
    const items = Array.isArray(list) ? list : [list];
    change[key] = items.map((v) => refOf(v, path));
  }
  return change;
};

export const toOneRef = (value: unknown, path: string): Ref | null => {
  if (value === null) return null;
  if (isPlainObject(value) && !('id' in value) && !('documentId' in value)) {
    const change = toManyChange(value, path);
    if (change.disconnect && !change.connect && !change.set) return null;
    const refs = [...(change.set ?? []), ...(change.connect ?? [])];
    return refs.length === 0 ? null : refs[refs.length - 1]!;
  }
  return refOf(value, path);
};

const notFoundAt = (ref: Ref, path: string | undefined) => {
  const message = `Document with id "${ref}" not found`;
  return path === undefined
    ? validationError(message, { errors: [] })
    : fieldErrors([{ path: [path], message, name: 'ValidationError', value: ref }]);
};

/**
 * Resolves documentIds and numeric ids to ids in one query; an unknown one is a 400 naming the
 * attribute (`path`). On PostgreSQL the rows found are locked `for key share` until the write
 * commits, as a foreign key check would: a concurrent delete of the target (a file still being
 * attached as a photo) waits, then sees the new reference.
 */
export const resolveRefs = async (db: DynamicDb, target: ContentType, refs: Ref[], path?: string): Promise<Map<Ref, number>> => {
  const result = new Map<Ref, number>();
  if (refs.length === 0) return result;
  const numbers = [...new Set(refs.filter((r) => typeof r === 'number' || /^\d+$/.test(r)).map(Number))].filter(Number.isSafeInteger);
  const docs = [...new Set(refs.filter((r): r is string => typeof r === 'string' && !/^\d+$/.test(r)))];
  const parts = [
    ...(numbers.length > 0 ? [sql`id in (${sql.join(numbers)})`] : []),
    ...(docs.length > 0 ? [sql`document_id in (${sql.join(docs)})`] : []),
  ];
  const lock = isPostgres(db) ? sql` for key share` : sql``;
  const rows =
    parts.length === 0
      ? []
      : (
          await sql<{
            id: number;
            document_id: string;
          }>`select id, document_id from ${sql.table(target.table)} where ${sql.join(parts, sql` or `)}${lock}`.execute(db)
        ).rows;
  const byDoc = new Map(rows.map((row) => [row.document_id, Number(row.id)]));
  const ids = new Set(rows.map((row) => Number(row.id)));
  for (const ref of refs) {
    const id = typeof ref === 'number' || /^\d+$/.test(ref) ? (ids.has(Number(ref)) ? Number(ref) : undefined) : byDoc.get(ref);
    if (id === undefined) throw notFoundAt(ref, path);
    result.set(ref, id);
  }
  return result;
};
