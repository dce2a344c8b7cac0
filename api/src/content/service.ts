import type { Kysely } from 'kysely';
import { type Dialect, snapshotVersionOf } from '../db/create-db';
import type { ContentType } from './content-type';
import { mapDbError } from './db-errors';
import { parseListQuery, parseReadQuery, type ReadPlan } from './query/parse-list-query';
import type { ListPlan, PaginationLimits } from './query/plan';
import { type EntryData, serializeRow } from './serializer';
import { populateEntries } from './sql/populate';
import { type Row, countRows, findRowByRef, selectRows } from './sql/select';
import { deleteEntry, insertEntry, updateEntry } from './write/persist';
import type { Pagination } from '@haulage/shared/contracts';

export interface ListResult {
  data: EntryData[];
  meta: { pagination: Pagination };
}

export interface ContentService {
  readonly contentType: ContentType;
  /** The raw query object (validated like the REST route) or an already parsed plan. */
  find(query?: unknown): Promise<ListResult>;
  /** `version`: the database version read before (see rememberedRead); read here when omitted. */
  findPlan(plan: ListPlan, version?: string | null): Promise<ListResult>;
  findOne(ref: string | number, query?: unknown): Promise<EntryData | null>;
  findOnePlan(ref: string | number, plan: ReadPlan): Promise<EntryData | null>;
  /** The stored row (snake_case columns, FKs included), for rules that need raw values. */
  findRow(ref: string | number): Promise<Row | undefined>;
  /** `data` uses attribute names and is already validated; relations by documentId or id. */
  create(data: Record<string, unknown>, query?: unknown): Promise<EntryData>;
  update(ref: string | number, data: Record<string, unknown>, query?: unknown): Promise<EntryData | null>;
  delete(ref: string | number): Promise<EntryData | null>;
}

/** On PostgreSQL one snapshot read before a list's reads lets all of them reuse earlier answers. */
export const listVersion = async (db: Kysely<any>, dialect: Dialect): Promise<string | null | undefined> =>
  dialect === 'postgres' ? snapshotVersionOf(db) : undefined;

const DEFAULT_LIMITS: PaginationLimits = { defaultPageSize: 25, maxPageSize: 1000 };

/** Reads and writes entries of one content type; writes given a transaction run inside it. */
export const createContentService = (
  db: Kysely<any>,
  dialect: Dialect,
  contentType: ContentType,
  limits: PaginationLimits = DEFAULT_LIMITS,
): ContentService => {
  const inTransaction = <T>(work: (trx: Kysely<any>) => Promise<T>): Promise<T> =>
    (db.isTransaction ? work(db) : db.transaction().execute(work)).catch((error: unknown) => {
      throw mapDbError(contentType, error);
    });

  const readRows = async (executor: Kysely<any>, rows: Row[], plan: ReadPlan, version?: string | null): Promise<EntryData[]> => {
    const entries = rows.map((row) => serializeRow(contentType, row, plan.fields));
    await populateEntries(executor, dialect, rows, entries, plan.populate, version);
    return entries;
  };

  const findPlan = async (plan: ListPlan, given?: string | null): Promise<ListResult> => {
    const { pagination } = plan;
    const limit = pagination.mode === 'page' ? pagination.pageSize : pagination.limit;
    const offset = pagination.mode === 'page' ? (pagination.page - 1) * pagination.pageSize : pagination.start;
    const version = given !== undefined ? given : await listVersion(db, dialect);
    const select = { filters: plan.filters, sort: plan.sort, version };
    const [rows, total] = await Promise.all([
      selectRows(db, dialect, contentType, { ...select, limit, offset }),
      pagination.withCount ? countRows(db, dialect, contentType, select) : Promise.resolve(undefined),
    ]);
    const data = await readRows(db, rows, plan, version);
    const meta: Pagination = pagination.mode === 'page'
      ? { page: pagination.page, pageSize: pagination.pageSize, ...(total === undefined ? {} : { pageCount: Math.ceil(total / pagination.pageSize), total }) }
      : { start: pagination.start, limit: pagination.limit, ...(total === undefined ? {} : { total }) };
    return { data, meta: { pagination: meta } };
  };

  const findOnePlan = async (ref: string | number, plan: ReadPlan, executor = db): Promise<EntryData | null> => {
    const row = await findRowByRef(executor, contentType, ref);
    return row ? (await readRows(executor, [row], plan))[0]! : null;
  };

  return {
    contentType,
    find: (query) => findPlan(parseListQuery(contentType, query ?? {}, limits)),
    findPlan,
    findOne: (ref, query) => findOnePlan(ref, parseReadQuery(contentType, query ?? {})),
    findOnePlan: (ref, plan) => findOnePlan(ref, plan),
    findRow: (ref) => findRowByRef(db, contentType, ref),
    create: (data, query) => {
      const plan = parseReadQuery(contentType, query ?? {});
      return inTransaction(async (trx) => {
        const id = await insertEntry(trx, dialect, contentType, data);
        return (await findOnePlan(id, plan, trx))!;
      });
    },
    update: (ref, data, query) => {
      const plan = parseReadQuery(contentType, query ?? {});
      return inTransaction(async (trx) => {
        const row = await findRowByRef(trx, contentType, ref);
        if (!row) return null;
        await updateEntry(trx, dialect, contentType, Number(row.id), data);
        return findOnePlan(Number(row.id), plan, trx);
      });
    },
    delete: (ref) =>
      inTransaction(async (trx) => {
        const row = await findRowByRef(trx, contentType, ref);
        if (!row) return null;
        const [entry] = await readRows(trx, [row], { fields: null, populate: {} });
        await deleteEntry(trx, contentType, Number(row.id));
        return entry!;
      }),
  };
};
