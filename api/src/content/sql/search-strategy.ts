import { type CompiledQuery, type RawBuilder, sql } from 'kysely';
import type { ContentType } from '../content-type';
import type { Dialect } from '../../db/create-db';
import type { DynamicDb } from '../dynamic-db';
import type { FilterNode, SortItem } from '../query/plan';
import { CONTAINS_COLUMN } from '../search/contains-text';
import { compileFilter, compileSearchText, isExactWord, isIndexedWord } from './compile-filter';
import { indexCount, indexLookups } from './search-lookup';
import { rememberedRead } from './read-cache';
import { type SqlContext, bindValue } from './sql-context';

type Row = Record<string, unknown>;

/*
 * What SQLite's planner cannot decide for a list searched through the trigram index (`_q`, ADR 13):
 * it does not know how many rows a word matches. The engine does, once it has counted.
 */

const ID_BOUNDS: Record<string, string> = { $eq: '=', $lt: '<', $lte: '<=', $gt: '>', $gte: '>=' };

interface IndexOnly {
  words: string[];
  /** Words that are their `$containsi` exactly: looked up in the contains text's indexes. */
  exactWords: string[];
  ids: { op: string; value: unknown }[];
}

/** Collects the filter as indexed words and bounds on `id`; false when it holds anything else. */
const collect = (dialect: Dialect, table: string, node: FilterNode, into: IndexOnly): boolean => {
  if (node.kind === 'and') return node.children.every((child) => collect(dialect, table, child, into));
  if (node.kind === 'search') {
    if (node.table !== table || !isIndexedWord({ dialect }, node)) return false;
    if (isExactWord({ dialect }, node)) into.exactWords.push(node.word);
    // A word standing in for a `$containsi` otherwise finds candidates only: its condition decides on each row.
    else if (node.condition) return false;
    else into.words.push(node.word);
    return true;
  }
  if (node.kind !== 'cond' || node.column !== 'id' || !ID_BOUNDS[node.op] || typeof node.value !== 'number') return false;
  into.ids.push({ op: ID_BOUNDS[node.op]!, value: bindValue(dialect, node.value) });
  return true;
};

/**
 * A count of a search (and bounds on `id`) read from the search indexes alone: they hold a row for
 * every row of the table (kept in step by triggers), so they answer the same number without
 * visiting each matching row, ten times faster for a common word.
 */
export const indexCountQuery = (
  db: DynamicDb,
  dialect: Dialect,
  contentType: ContentType,
  filters: FilterNode | null,
): CompiledQuery<{ count: number | string }> | null => {
  if (dialect !== 'sqlite' || !filters) return null;
  const found: IndexOnly = { words: [], exactWords: [], ids: [] };
  if (!collect(dialect, contentType.table, filters, found)) return null;
  const lookups = [...indexLookups(contentType.table, found.words), ...indexLookups(contentType.table, found.exactWords, 'contains')];
  if (lookups.length === 0) return null;
  const bounds = found.ids.map(({ op, value }) => sql` and rowid ${sql.raw(op)} ${value}`);
  return indexCount(lookups, bounds).compile(db);
};

const hasIndexedSearch = (dialect: Dialect, node: FilterNode | null): boolean => {
  if (!node) return false;
  if (node.kind === 'search') return isIndexedWord({ dialect }, node);
  if (node.kind === 'and' || node.kind === 'or') return node.children.some((child) => hasIndexedSearch(dialect, child));
  return node.kind === 'not' && hasIndexedSearch(dialect, node.child);
};

const leadingColumns = new WeakMap<object, Map<string, Set<string>>>();

/** Columns that lead an index of `table` (read once per database: indexes come with migrations at start). */
const indexedColumns = async (db: DynamicDb, table: string): Promise<Set<string>> => {
  let tables = leadingColumns.get(db);
  if (!tables) leadingColumns.set(db, (tables = new Map()));
  const known = tables.get(table);
  if (known) return known;
  const { rows } = await sql<{
    name: string;
  }>`select ii.name as name from pragma_index_list(${table}) il join pragma_index_info(il.name) ii where ii.seqno = 0`.execute(db);
  const columns = new Set(['id', ...rows.map((row) => row.name)]);
  tables.set(table, columns);
  return columns;
};

/** The words of a search and the conditions they stand in for, tested together on each row. */
interface RowTest {
  words: string[];
  /** Words that are their `$containsi` exactly, tested against the contains text instead. */
  exactWords: string[];
  conditions: FilterNode[];
}

const noRowTest = (): RowTest => ({ words: [], exactWords: [], conditions: [] });

/** The filter without its words of `_q`, when they stand only under `and`s (null: nothing else). */
const withoutSearch = (node: FilterNode | null, test: RowTest): FilterNode | null | false => {
  if (!node) return null;
  if (node.kind === 'search') {
    const exact = isExactWord({ dialect: 'sqlite' }, node);
    (exact ? test.exactWords : test.words).push(node.word);
    if (node.condition && !exact) test.conditions.push(node.condition);
    return null;
  }
  if (node.kind !== 'and') return hasSearch(node) ? false : node;
  const children: FilterNode[] = [];
  for (const child of node.children) {
    const rest = withoutSearch(child, test);
    if (rest === false) return false;
    if (rest) children.push(rest);
  }
  return children.length === 0 ? null : { kind: 'and', children };
};

const hasSearch = (node: FilterNode): boolean =>
  node.kind === 'search' ||
  ((node.kind === 'and' || node.kind === 'or') && node.children.some(hasSearch)) ||
  (node.kind === 'not' && hasSearch(node.child));

/**
 * The page among the first `window` rows in sort order that pass the other filters, each tested
 * against the search text itself: no index read at all, so a common word costs a few hundred
 * string tests. The caller falls back to the whole walk when the window held too few matches.
 */
export const windowedSelect = (
  ctx: SqlContext,
  options: {
    filters: FilterNode | null;
    from: RawBuilder<unknown>;
    orderBy: RawBuilder<unknown>;
    paging: RawBuilder<unknown>;
    window: number;
  },
): RawBuilder<Row> => {
  const test = noRowTest();
  const rest = withoutSearch(options.filters, test);
  if (rest === false || test.words.length + test.exactWords.length === 0)
    throw new Error('a windowed page needs a search under `and`s only');
  const where = rest ? compileFilter(ctx, rest, 't0') : sql`1 = 1`;
  // A `$containsi` a word stands in for is tested after the word, on the window's rows: inside the
  // window it would be tested on every row walked, and the window would run on until it held
  // `window` matches instead of `window` rows.
  const matches = sql.join(
    [
      ...(test.words.length > 0 ? [compileSearchText(ctx, test.words, 't0')] : []),
      ...(test.exactWords.length > 0 ? [compileSearchText(ctx, test.exactWords, 't0', CONTAINS_COLUMN)] : []),
      ...test.conditions.map((c) => compileFilter(ctx, c, 't0')),
    ],
    sql` and `,
  );
  return sql<Row>`select * from (select t0.* from ${options.from} where ${where} order by ${options.orderBy} limit ${options.window}) as t0 where ${matches} order by ${options.orderBy}${options.paging}`;
};

/** Whether the search can be tested row by row in a window (its words stand only under `and`s). */
const windowable = (filters: FilterNode | null): boolean => withoutSearch(filters, noRowTest()) !== false;

/**
 * Whether the page should walk the sort's index and test each row against the search (a probe)
 * rather than read every match and sort them (a lookup). Walking visits about `end × rows / total`
 * rows, a lookup `total`: for "volvo" (12,000 of 100,000 jobs) the walk reads a page in 1.6 ms
 * where the lookup sorted 12,000 rows in 23 ms; for a job number (100 matches) the lookup wins.
 */
export const probesSearch = async (
  db: DynamicDb,
  contentType: ContentType,
  options: { filters: FilterNode | null; sort: SortItem[]; version?: string | null },
  total: number,
  end: number,
): Promise<{ window?: number } | null> => {
  const first = options.sort[0];
  if (!first || first.hops.length > 0 || !hasIndexedSearch('sqlite', options.filters)) return null;
  if (!(await indexedColumns(db, contentType.table)).has(first.column)) return null;
  const compiled = sql<{ count: number }>`select count(*) as count from ${sql.table(contentType.table)}`.compile(db);
  const rows = await rememberedRead(db, compiled, async () => Number((await db.executeQuery(compiled)).rows[0]?.count ?? 0), {
    version: options.version,
  });
  if (end * rows >= total * total) return null;
  // About end × rows / total rows hold the page; four times that leaves room for matches that bunch.
  const window = Math.ceil((4 * end * rows) / total);
  return { window: windowable(options.filters) && window < rows / 2 ? window : undefined };
};
