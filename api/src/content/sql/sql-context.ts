import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/create-db';
import type { ScalarType } from '../content-type';

/** Per-query state while compiling: the dialect and a counter for subquery aliases. */
export interface SqlContext {
  dialect: Dialect;
  nextAlias(): string;
  /** SQLite: `_q` tests rows met in the sort's order instead of leading the read (search-strategy.ts). */
  searchProbe?: boolean;
}

export const createSqlContext = (dialect: Dialect, searchProbe = false): SqlContext => {
  let counter = 0;
  return { dialect, searchProbe, nextAlias: () => `s${(counter += 1)}` };
};

export const TEXT_TYPES = new Set<ScalarType>(['string', 'text', 'email', 'enumeration', 'date', 'datetime', 'json']);

export const columnRef = (alias: string, column: string): RawBuilder<unknown> => sql.ref(`${alias}.${column}`);

/** SQLite cannot bind booleans; it stores them as 0/1. */
export const bindValue = (dialect: Dialect, value: unknown): unknown =>
  dialect === 'sqlite' && typeof value === 'boolean' ? (value ? 1 : 0) : value;
