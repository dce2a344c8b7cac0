import { type RawBuilder, sql } from 'kysely';
import { columnOf, isToOne } from '../content-type';
import type { FilterNode } from '../query/plan';
import { SEARCH_COLUMN } from '../search/search-paths';
import { indexLookups, rowidsIn } from './search-lookup';
import { type SqlContext, TEXT_TYPES, bindValue, columnRef } from './sql-context';

type Cond = Extract<FilterNode, { kind: 'cond' }>;
type Sql = RawBuilder<unknown>;

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A needle without letters matches the same rows with or without case folding, and plain LIKE
 * runs natively instead of calling unicode_lower on every row (the list search's hot path).
 */
const hasNoLetters = (value: string): boolean => /^[^A-Za-z\u0080-\uffff]*$/.test(value);

/**
 * For an ASCII needle SQLite's built-in lower() (ASCII only, native) finds the same rows as
 * unicode_lower (a JavaScript call per row and column, several times slower): a letter it leaves
 * unfolded is not ASCII and cannot match an ASCII needle either way.
 */
const isAscii = (value: string): boolean => ![...value].some((c) => c.charCodeAt(0) > 0x7f);

const LIKE: Record<string, { prefix: string; suffix: string; negate: boolean; fold: boolean }> = {
  $startsWith: { prefix: '', suffix: '%', negate: false, fold: false },
  $startsWithi: { prefix: '', suffix: '%', negate: false, fold: true },
  $endsWith: { prefix: '%', suffix: '', negate: false, fold: false },
  $endsWithi: { prefix: '%', suffix: '', negate: false, fold: true },
  $contains: { prefix: '%', suffix: '%', negate: false, fold: false },
  $containsi: { prefix: '%', suffix: '%', negate: false, fold: true },
  $notContains: { prefix: '%', suffix: '%', negate: true, fold: false },
  $notContainsi: { prefix: '%', suffix: '%', negate: true, fold: true },
};

const asText = (ctx: SqlContext, node: Cond, col: Sql): Sql =>
  ctx.dialect === 'postgres' && !TEXT_TYPES.has(node.type) ? sql`cast(${col} as varchar)` : col;

const lower = (ctx: SqlContext, node: Cond, col: Sql, needle: string): Sql => {
  if (ctx.dialect === 'postgres') return sql`lower(${asText(ctx, node, col)})`;
  return isAscii(needle) ? sql`lower(${col})` : sql`unicode_lower(${col})`;
};

const compileLike = (ctx: SqlContext, node: Cond, col: Sql): Sql => {
  const spec = LIKE[node.op]!;
  const text = String(node.value);
  const fold = spec.fold && !hasNoLetters(text);
  const pattern = `${spec.prefix}${escapeLike(fold ? text.toLowerCase() : text)}${spec.suffix}`;
  const subject = fold ? lower(ctx, node, col, text) : asText(ctx, node, col);
  return spec.negate ? sql`${subject} not like ${pattern} escape '\\'` : sql`${subject} like ${pattern} escape '\\'`;
};

const list = (ctx: SqlContext, values: unknown[]): Sql => sql.join(values.map((v) => bindValue(ctx.dialect, v)));

const compileCond = (ctx: SqlContext, node: Cond, alias: string): Sql => {
  const col = columnRef(alias, node.column);
  const value = bindValue(ctx.dialect, node.value);
  switch (node.op) {
    case '$eq':
      return value === null ? sql`${col} is null` : sql`${col} = ${value}`;
    case '$ne':
      return value === null ? sql`${col} is not null` : sql`${col} <> ${value}`;
    case '$eqi':
      return sql`${lower(ctx, node, col, String(node.value))} = ${String(node.value).toLowerCase()}`;
    case '$nei':
      return sql`${lower(ctx, node, col, String(node.value))} <> ${String(node.value).toLowerCase()}`;
    case '$lt':
      return sql`${col} < ${value}`;
    case '$lte':
      return sql`${col} <= ${value}`;
    case '$gt':
      return sql`${col} > ${value}`;
    case '$gte':
      return sql`${col} >= ${value}`;
    case '$in':
      return (node.value as unknown[]).length === 0 ? sql`1 = 0` : sql`${col} in (${list(ctx, node.value as unknown[])})`;
    case '$notIn':
      return (node.value as unknown[]).length === 0 ? sql`1 = 1` : sql`${col} not in (${list(ctx, node.value as unknown[])})`;
    case '$null':
      return node.value ? sql`${col} is null` : sql`${col} is not null`;
    case '$notNull':
      return node.value ? sql`${col} is not null` : sql`${col} is null`;
    case '$between': {
      const [low, high] = (node.value as unknown[]).map((v) => bindValue(ctx.dialect, v));
      return sql`${col} between ${low} and ${high}`;
    }
    default:
      return compileLike(ctx, node, col);
  }
};

type SearchNode = Extract<FilterNode, { kind: 'search' }>;

/** A word SQLite finds in a search index: every word, by trigram or short-word index (search-lookup.ts). */
export const isIndexedWord = (ctx: Pick<SqlContext, 'dialect'>, node: SearchNode): boolean =>
  ctx.dialect === 'sqlite' && node.word.length > 0;

/**
 * Words of `_q` looked up in the table's search indexes instead of reading every row's text. As a
 * lookup SQLite reads the matching rows; as a probe (`+id`, see search-strategy.ts) it walks the
 * sort's index and keeps the rows that match.
 */
const compileIndexedSearch = (
  ctx: SqlContext,
  table: string,
  words: readonly string[],
  alias: string,
  text: 'search' | 'contains' = 'search',
): Sql => {
  const id = ctx.searchProbe ? sql`+${columnRef(alias, 'id')}` : columnRef(alias, 'id');
  return rowidsIn(indexLookups(table, words, text), id);
};

/** A word that is its `$containsi` exactly, answered from the contains text's indexes (SQLite, ADR 46). */
export const isExactWord = (ctx: Pick<SqlContext, 'dialect'>, node: SearchNode): boolean => node.exact === true && isIndexedWord(ctx, node);

/**
 * A word of `_q` in the stored search text. PostgreSQL's `LIKE` uses its pg_trgm index by itself
 * (shorter words there are the plain contains).
 */
const compileSearch = (ctx: SqlContext, node: SearchNode, alias: string): Sql => {
  if (isExactWord(ctx, node)) return compileIndexedSearch(ctx, node.table, [node.word], alias, 'contains');
  const word = isIndexedWord(ctx, node)
    ? compileIndexedSearch(ctx, node.table, [node.word], alias)
    : compileSearchText(ctx, [node.word], alias);
  return node.condition ? sql`(${word} and ${compileFilter(ctx, node.condition, alias)})` : word;
};

/**
 * Every word in the stored search text itself (or in the contains text: `column`), as a row met
 * while walking an index is tested. Both texts are lowered, and the words too: a case-sensitive LIKE.
 */
export const compileSearchText = (ctx: SqlContext, words: readonly string[], alias: string, column = SEARCH_COLUMN): Sql =>
  sql.join(
    words.map((word) => compileLike(ctx, { kind: 'cond', column, type: 'text', op: '$contains', value: word }, columnRef(alias, column))),
    sql` and `,
  );

/** The children of an `and`, the indexed words of one table merged into one index query. */
const compileAnd = (ctx: SqlContext, children: FilterNode[], alias: string): Sql[] => {
  const indexed = children.filter((c): c is SearchNode => c.kind === 'search' && isIndexedWord(ctx, c) && !isExactWord(ctx, c));
  const tables = [...new Set(indexed.map((c) => c.table))];
  if (indexed.length < 2 || tables.length > 1) return children.map((c) => compileFilter(ctx, c, alias));
  const rest = children.filter((c) => !indexed.includes(c as SearchNode)).map((c) => compileFilter(ctx, c, alias));
  const conditions = indexed.flatMap((c) => (c.condition ? [compileFilter(ctx, c.condition, alias)] : []));
  return [
    compileIndexedSearch(
      ctx,
      tables[0]!,
      indexed.map((c) => c.word),
      alias,
    ),
    ...conditions,
    ...rest,
  ];
};

type RelationNode = Extract<FilterNode, { kind: 'relation' }>;

/** Relation filters are EXISTS subqueries: no duplicate rows, and NOT stays two-valued. */
const compileRelation = (ctx: SqlContext, node: RelationNode, alias: string): Sql => {
  const sub = ctx.nextAlias();
  const target = sql.table(`${node.target.table}`);
  const where = compileFilter(ctx, node.where, sub);
  const attribute = node.attribute;
  if (isToOne(attribute)) {
    const fk = columnRef(alias, columnOf(node.name, attribute));
    return sql`exists (select 1 from ${target} as ${sql.id(sub)} where ${columnRef(sub, 'id')} = ${fk} and ${where})`;
  }
  if (attribute.type === 'relation' && attribute.joinTable) {
    const join = ctx.nextAlias();
    const jt = attribute.joinTable;
    return sql`exists (select 1 from ${sql.table(jt.table)} as ${sql.id(join)} join ${target} as ${sql.id(sub)} on ${columnRef(sub, 'id')} = ${columnRef(join, jt.inverseColumn)} where ${columnRef(join, jt.column)} = ${columnRef(alias, 'id')} and ${where})`;
  }
  const mappedBy = attribute.type === 'relation' ? (attribute.mappedBy ?? '') : '';
  const back = node.target.attributes[mappedBy];
  if (!back) throw new Error(`Relation mappedBy "${mappedBy}" not found on ${node.target.uid}`);
  const fk = columnRef(sub, columnOf(mappedBy, back));
  return sql`exists (select 1 from ${target} as ${sql.id(sub)} where ${fk} = ${columnRef(alias, 'id')} and ${where})`;
};

export const compileFilter = (ctx: SqlContext, node: FilterNode, alias: string): Sql => {
  switch (node.kind) {
    case 'and':
      return sql`(${sql.join(compileAnd(ctx, node.children, alias), sql` and `)})`;
    case 'or':
      return sql`(${sql.join(
        node.children.map((c) => compileFilter(ctx, c, alias)),
        sql` or `,
      )})`;
    case 'not':
      return sql`not (${compileFilter(ctx, node.child, alias)})`;
    case 'cond':
      return compileCond(ctx, node, alias);
    case 'search':
      return compileSearch(ctx, node, alias);
    default:
      return compileRelation(ctx, node, alias);
  }
};
