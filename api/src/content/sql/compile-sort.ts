import { type RawBuilder, sql } from 'kysely';
import type { SortHop, SortItem } from '../query/plan';
import { type SqlContext, columnRef } from './sql-context';

const STRING_TYPES = new Set(['string', 'text', 'email', 'enumeration']);

/** `area.name` becomes a scalar subquery per hop, so sorting never multiplies rows. */
const valueThrough = (ctx: SqlContext, hops: SortHop[], column: string, alias: string): RawBuilder<unknown> => {
  const [hop, ...rest] = hops;
  if (!hop) return columnRef(alias, column);
  const sub = ctx.nextAlias();
  const inner = valueThrough(ctx, rest, column, sub);
  return sql`(select ${inner} from ${sql.table(hop.table)} as ${sql.id(sub)} where ${columnRef(sub, 'id')} = ${columnRef(alias, hop.fkColumn)})`;
};

/**
 * Strings sort by code point on both databases (SQLite's BINARY, PostgreSQL's "C" collation)
 * and NULLs sort as the smallest value on both, so pages are identical everywhere. `id asc`
 * always ends the list, as in Strapi, so pagination is stable.
 */
export const compileOrderBy = (ctx: SqlContext, items: SortItem[], alias: string): RawBuilder<unknown> => {
  const parts = items.map((item) => {
    let expr = valueThrough(ctx, item.hops, item.column, alias);
    if (ctx.dialect === 'postgres' && STRING_TYPES.has(item.type)) expr = sql`${expr} collate "C"`;
    return item.order === 'asc' ? sql`${expr} asc nulls first` : sql`${expr} desc nulls last`;
  });
  if (!items.some((item) => item.hops.length === 0 && item.column === 'id')) parts.push(sql`${columnRef(alias, 'id')} asc`);
  return sql.join(parts);
};
