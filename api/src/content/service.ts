import { type Dialect, snapshotVersionOf } from '../db/create-db';
import { SYSTEM_VIEWER, type Viewer } from './access';
import type { ContentType } from './content-type';
import { mapDbError } from './db-errors';
import { DEFAULT_READ_BOUNDS } from './query/bounds';
import { paginationMeta, windowOf } from './query/page-window';
import { parseListQuery, parseReadQuery, type ReadPlan } from './query/parse-list-query';
import type { ListPlan, QueryLimits } from './query/plan';
import { type EntryData, serializeRow } from './serializer';
import { createPopulateRun, populateEntries } from './sql/populate';
import { probesSearch } from './sql/search-strategy';
import { routeContainsSearch } from './search/contains-route';
import { type Row, type SelectOptions, countRows, findRowByRef, selectRows } from './sql/select';
import { deleteEntry, insertEntry, updateEntry } from './write/persist';
import type { Pagination } from '@haulage/shared/contracts';
import { asDynamic, type DynamicDb, type Executor } from './dynamic-db';

/** A populated to-many relation that answered only its first `limit` entries for some entry. */
export interface Truncation {
  path: string;
  limit: number;
}

export interface ReadMeta {
  truncated?: Truncation[];
}

export interface ListResult {
  data: EntryData[];
  meta: { pagination: Pagination } & ReadMeta;
}

export interface ContentService {
  readonly contentType: ContentType;
  /** The raw query object, validated like the REST route for this viewer (see access.ts). */
  find(query: unknown, viewer: Viewer): Promise<ListResult>;
  /** `version`: the database version read before (see rememberedRead); read here when omitted. */
  findPlan(plan: ListPlan, version?: string | null): Promise<ListResult>;
  findOne(ref: string | number, query: unknown, viewer: Viewer): Promise<EntryData | null>;
  /** `meta`, when given, receives what the answer's meta should say (cut relations). */
  findOnePlan(ref: string | number, plan: ReadPlan, meta?: ReadMeta): Promise<EntryData | null>;
  /** The stored row (snake_case columns, FKs included), for rules that need raw values. */
  findRow(ref: string | number): Promise<Row | undefined>;
  /** `data` uses attribute names and is already validated; relations by documentId or id. */
  create(data: Record<string, unknown>, query?: unknown): Promise<EntryData>;
  update(ref: string | number, data: Record<string, unknown>, query?: unknown): Promise<EntryData | null>;
  /** As `create` and `update` of a row by id, for writers that need no entry back (no read after the write). */
  insertRow(data: Record<string, unknown>): Promise<number>;
  updateRow(id: number, data: Record<string, unknown>): Promise<void>;
  delete(ref: string | number): Promise<EntryData | null>;
}

/** On PostgreSQL one snapshot read before a list's reads lets all of them reuse earlier answers. */
export const listVersion = async (db: Executor, dialect: Dialect): Promise<string | null | undefined> =>
  dialect === 'postgres' ? snapshotVersionOf(asDynamic(db)) : undefined;

const DEFAULT_LIMITS: QueryLimits = { defaultPageSize: 25, maxPageSize: 1000 };

const truncationsOf = (paths: Set<string>, limit: number): ReadMeta =>
  paths.size === 0 ? {} : { truncated: [...paths].sort().map((path) => ({ path, limit })) };

/** Reads and writes entries of one content type; writes given a transaction run inside it. */
export const createContentService = (
  typed: Executor,
  dialect: Dialect,
  contentType: ContentType,
  limits: QueryLimits = DEFAULT_LIMITS,
): ContentService => {
  const db = asDynamic(typed);
  const bounds = {
    relatedPerEntry: limits.relatedPerEntry ?? DEFAULT_READ_BOUNDS.relatedPerEntry,
    answerEntries: limits.answerEntries ?? DEFAULT_READ_BOUNDS.answerEntries,
  };
  const inTransaction = <T>(work: (trx: DynamicDb) => Promise<T>): Promise<T> =>
    (db.isTransaction ? work(db) : db.transaction().execute(work)).catch((error: unknown) => {
      throw mapDbError(contentType, error);
    });

  const readRows = async (
    executor: DynamicDb,
    rows: Row[],
    plan: ReadPlan,
    version?: string | null,
  ): Promise<{ entries: EntryData[]; meta: ReadMeta }> => {
    const entries = rows.map((row) => serializeRow(contentType, row, plan.fields));
    const run = createPopulateRun(executor, dialect, bounds, rows.length, version);
    await populateEntries(run, rows, entries, plan.populate);
    return { entries, meta: truncationsOf(run.truncated, bounds.relatedPerEntry) };
  };

  // PostgreSQL runs the page and the count side by side. SQLite runs them one after the other on
  // this thread anyway, so it counts first and skips the page when nothing lies past the offset:
  // a search matching nothing no longer walks the whole sort index looking for a first row.
  const listRows = async (
    select: SelectOptions,
    limit: number,
    offset: number,
    withCount: boolean,
  ): Promise<[Row[], number | undefined]> => {
    if (!withCount) return [await selectRows(db, dialect, contentType, { ...select, limit, offset }), undefined];
    if (dialect !== 'sqlite') {
      return Promise.all([selectRows(db, dialect, contentType, { ...select, limit, offset }), countRows(db, dialect, contentType, select)]);
    }
    const total = await countRows(db, dialect, contentType, select);
    if (total <= offset || limit <= 0) return [[], total];
    const page = { ...select, limit, offset };
    const walk = await probesSearch(db, contentType, select, total, offset + limit);
    if (!walk) return [await selectRows(db, dialect, contentType, page), total];
    if (walk.window !== undefined) {
      const rows = await selectRows(db, dialect, contentType, { ...page, searchProbe: true, window: walk.window });
      if (rows.length === Math.min(limit, total - offset)) return [rows, total];
    }
    return [await selectRows(db, dialect, contentType, { ...page, searchProbe: true }), total];
  };

  const findPlan = async (plan: ListPlan, given?: string | null): Promise<ListResult> => {
    const { pagination } = plan;
    const { limit, offset } = windowOf(pagination);
    const version = given !== undefined ? given : await listVersion(db, dialect);
    const select = { filters: routeContainsSearch(contentType, plan.filters), sort: plan.sort, version };
    const [rows, total] = await listRows(select, limit, offset, pagination.withCount);
    const { entries: data, meta: readMeta } = await readRows(db, rows, plan, version);
    return { data, meta: { pagination: paginationMeta(pagination, total), ...readMeta } };
  };

  const findOnePlan = async (ref: string | number, plan: ReadPlan, meta?: ReadMeta, executor = db): Promise<EntryData | null> => {
    const row = await findRowByRef(executor, contentType, ref);
    if (!row) return null;
    const read = await readRows(executor, [row], plan);
    if (meta) Object.assign(meta, read.meta);
    return read.entries[0]!;
  };

  return {
    contentType,
    find: (query, viewer) => findPlan(parseListQuery(contentType, query ?? {}, limits, viewer)),
    findPlan,
    findOne: (ref, query, viewer) => findOnePlan(ref, parseReadQuery(contentType, query ?? {}, viewer, limits)),
    findOnePlan: (ref, plan, meta) => findOnePlan(ref, plan, meta),
    findRow: (ref) => findRowByRef(db, contentType, ref),
    create: (data, query) => {
      const plan = parseReadQuery(contentType, query ?? {}, SYSTEM_VIEWER, limits);
      return inTransaction(async (trx) => {
        const id = await insertEntry(trx, dialect, contentType, data);
        return (await findOnePlan(id, plan, undefined, trx))!;
      });
    },
    update: (ref, data, query) => {
      const plan = parseReadQuery(contentType, query ?? {}, SYSTEM_VIEWER, limits);
      return inTransaction(async (trx) => {
        const row = await findRowByRef(trx, contentType, ref);
        if (!row) return null;
        await updateEntry(trx, dialect, contentType, Number(row.id), data);
        return findOnePlan(Number(row.id), plan, undefined, trx);
      });
    },
    insertRow: (data) => inTransaction((trx) => insertEntry(trx, dialect, contentType, data)),
    updateRow: (id, data) => inTransaction((trx) => updateEntry(trx, dialect, contentType, id, data)),
    delete: (ref) =>
      inTransaction(async (trx) => {
        const row = await findRowByRef(trx, contentType, ref);
        if (!row) return null;
        const [entry] = (await readRows(trx, [row], { fields: null, populate: {} })).entries;
        await deleteEntry(trx, contentType, Number(row.id));
        return entry!;
      }),
  };
};
