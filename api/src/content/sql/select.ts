import { type RawBuilder, sql } from 'kysely';
import type { ContentType } from '../content-type';
import type { FilterNode, SortItem } from '../query/plan';
import { compileFilter } from './compile-filter';
import { compileOrderBy } from './compile-sort';
import { rememberedRead } from './read-cache';
import { indexCountQuery, windowedSelect } from './search-strategy';
import { type SqlContext, createSqlContext } from './sql-context';
import type { Dialect } from '../../db/create-db';
import { type DynamicDb } from '../dynamic-db';

export type Row = Record<string, unknown>;

export interface SelectOptions {
  filters: FilterNode | null;
  /** An extra condition on alias t0, e.g. `t0.area_id in (…)` for a populate batch. */
  extra?: RawBuilder<unknown>;
  sort: SortItem[];
  limit?: number;
  offset?: number;
  /** Extra select expressions before `t0.*` (the owner id of a many-to-many batch). */
  from?: RawBuilder<unknown>;
  prefix?: RawBuilder<unknown>;
  /** The database version read before this request's reads began (see rememberedRead). */
  version?: string | null;
  /** Keeps only the first `limit` rows of each owner, in sort order (a to-many populate's cap). */
  perOwner?: { owner: RawBuilder<unknown>; limit: number };
  /** Orders by this owner first, then by `sort`: every owner's rows together, in sort order. */
  ownerFirst?: RawBuilder<unknown>;
  /** SQLite: test `_q` on rows met in sort order (search-strategy.ts). */
  searchProbe?: boolean;
  /** SQLite: look for the page among the first `window` rows in sort order only (search-strategy.ts). */
  window?: number;
}

const whereOf = (ctx: SqlContext, options: SelectOptions): RawBuilder<unknown> => {
  const parts: RawBuilder<unknown>[] = [];
  if (options.filters) parts.push(compileFilter(ctx, options.filters, 't0'));
  if (options.extra) parts.push(options.extra);
  return parts.length === 0 ? sql`1 = 1` : sql.join(parts, sql` and `);
};

/** `select t0.* from <table> t0 where … order by … limit … offset …` */
export const selectRows = async (db: DynamicDb, dialect: Dialect, contentType: ContentType, options: SelectOptions): Promise<Row[]> => {
  const ctx = createSqlContext(dialect, options.searchProbe);
  const from = options.from ?? sql`${sql.table(contentType.table)} as t0`;
  const columns = options.prefix ? sql`${options.prefix}, t0.*` : sql`t0.*`;
  const paging = options.limit === undefined ? sql`` : sql` limit ${options.limit} offset ${options.offset ?? 0}`;
  const where = whereOf(ctx, options);
  const sorted = compileOrderBy(ctx, options.sort, 't0');
  const orderBy = options.ownerFirst ? sql`${options.ownerFirst}, ${sorted}` : sorted;
  const { perOwner } = options;
  const compiled = perOwner
    ? sql<Row>`select * from (select ${columns}, row_number() over (partition by ${perOwner.owner} order by ${sorted}) as "__rank" from ${from} where ${where}) as ranked where "__rank" <= ${perOwner.limit} order by "__rank"${paging}`.compile(
        db,
      )
    : options.window !== undefined
      ? windowedSelect(ctx, { ...options, from, orderBy, paging, window: options.window }).compile(db)
      : sql<Row>`select ${columns} from ${from} where ${where} order by ${orderBy}${paging}`.compile(db);
  // Remembered rows are shared between requests, so they are frozen: readers build new entries.
  return rememberedRead(
    db,
    compiled,
    async () => Object.freeze((await db.executeQuery(compiled)).rows.map((row) => Object.freeze(row))) as Row[],
    { version: options.version },
  );
};

export const countRows = async (db: DynamicDb, dialect: Dialect, contentType: ContentType, options: SelectOptions): Promise<number> => {
  const ctx = createSqlContext(dialect);
  const from = options.from ?? sql`${sql.table(contentType.table)} as t0`;
  // Counting every match is the costliest part of a list; it is reused while nothing was written.
  const indexed = options.from || options.extra ? null : indexCountQuery(db, dialect, contentType, options.filters);
  const compiled =
    indexed ?? sql<{ count: number | string }>`select count(*) as count from ${from} where ${whereOf(ctx, options)}`.compile(db);
  return rememberedRead(db, compiled, async () => Number((await db.executeQuery(compiled)).rows[0]?.count ?? 0), {
    costly: true,
    version: options.version,
  });
};

/** `id` when the reference is all digits, otherwise `document_id`. */
export const findRowByRef = async (db: DynamicDb, contentType: ContentType, ref: string | number): Promise<Row | undefined> => {
  const numeric = typeof ref === 'number' || /^\d+$/.test(ref);
  const condition = numeric ? sql`t0.id = ${Number(ref)}` : sql`t0.document_id = ${ref}`;
  if (numeric && !Number.isSafeInteger(Number(ref))) return undefined;
  const { rows } = await sql<Row>`select t0.* from ${sql.table(contentType.table)} as t0 where ${condition}`.execute(db);
  return rows[0];
};

/** How many rows each owner has (`populate[x][count]=true` on a to-many relation), without loading them. */
export const countPerOwner = async (
  db: DynamicDb,
  dialect: Dialect,
  contentType: ContentType,
  options: SelectOptions & { owner: RawBuilder<unknown> },
): Promise<Map<number, number>> => {
  const ctx = createSqlContext(dialect);
  const from = options.from ?? sql`${sql.table(contentType.table)} as t0`;
  const compiled = sql<{
    __owner: unknown;
    n: number | string;
  }>`select ${options.owner} as "__owner", count(*) as n from ${from} where ${whereOf(ctx, options)} group by ${options.owner}`.compile(db);
  const rows = await rememberedRead(db, compiled, async () => (await db.executeQuery(compiled)).rows, { version: options.version });
  return new Map(rows.map((row) => [Number(row.__owner), Number(row.n)]));
};
