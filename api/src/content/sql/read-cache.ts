import type { Compilable, CompiledQuery } from 'kysely';
import { asDynamic, type Executor } from '../dynamic-db';
import { dataVersionOf, snapshotVersionOf } from '../../db/create-db';

interface Remembered {
  version: string;
  value: unknown;
}

const CAPACITY = 200;
/** Queries run once and not kept, remembered by their key only (a few hundred bytes each). */
const SEEN_CAPACITY = 2_000;
const caches = new WeakMap<object, Map<string, Remembered>>();
const seenOnce = new WeakMap<object, Set<string>>();

/**
 * Keeps an answer only when its query comes a second time. A search typed letter by letter asks
 * each query once: keeping those answers pushed the ones asked again out of the 200, and every
 * kept answer outlived the young generation, so the collector copied and later swept it (a varying
 * truck list cost 10 % more CPU than without keeping them). A list asked again runs its query a
 * second time, then is answered from memory.
 */
const admits = (db: object, key: string): boolean => {
  let seen = seenOnce.get(db);
  if (!seen) seenOnce.set(db, (seen = new Set()));
  if (seen.delete(key)) return true;
  seen.add(key);
  if (seen.size > SEEN_CAPACITY) seen.delete(seen.values().next().value!);
  return false;
};

/**
 * Answers a read again only while the database cannot have changed: the database's data version
 * is read BEFORE the query runs, so an answer that races a write is stored under the older
 * version and never reused afterwards. Where no version exists (transactions; PostgreSQL unless
 * `costly`) the query simply runs. Bounded per database, least recently used out first; an
 * answer is kept from its query's second time on (`admits`).
 */
export interface ReadOptions {
  /** Worth a PostgreSQL round trip to learn the version (see snapshotVersionOf). */
  costly?: boolean;
  /** A version read before this query was started (one per request on PostgreSQL). */
  version?: string | null;
}

export const rememberedRead = async <T>(
  db: Executor,
  compiled: CompiledQuery,
  run: () => Promise<T>,
  options: ReadOptions = {},
): Promise<T> => {
  const version =
    options.version !== undefined ? options.version : options.costly ? await snapshotVersionOf(asDynamic(db)) : dataVersionOf(db);
  if (version === null) return run();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    if (known.version === version) {
      cache.set(key, known);
      return known.value as T;
    }
  }
  const value = await run();
  // An answer kept before was asked again: it is kept again at once, under the new version.
  if (!known && !admits(db, key)) return value;
  cache.set(key, { version, value });
  if (cache.size > CAPACITY) cache.delete(cache.keys().next().value!);
  return value;
};

/**
 * A query builder's rows through `rememberedRead`, frozen: the same rows answer several requests,
 * so callers build new objects from them.
 */
export const rememberedRows = <R>(
  db: Executor,
  query: Compilable<R> & { execute(): Promise<R[]> },
  options: ReadOptions = {},
): Promise<readonly R[]> => rememberedRead(db, query.compile(), async () => Object.freeze(await query.execute()), options);
