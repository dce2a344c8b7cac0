import type { Kysely, QueryExecutor } from 'kysely';
import type { DynamicDatabase } from '../db/database';

/**
 * The engine's one escape hatch from the typed Database: its table and column names come from
 * content types at run time, so they cannot be checked at compile time. Engine entry points take
 * any Kysely instance or transaction (an `Executor`, whatever its tables) and view it through
 * `DynamicDb`; nothing outside the engine and migrations may.
 */
export type DynamicDb = Kysely<DynamicDatabase>;

/** Any Kysely instance or transaction, whatever tables its type names. */
export interface Executor {
  getExecutor(): QueryExecutor;
  readonly isTransaction: boolean;
}

export const asDynamic = (db: Executor): DynamicDb => db as unknown as DynamicDb;
