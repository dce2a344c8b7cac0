import { type CreateTableBuilder, PostgresAdapter } from 'kysely';
import { type Executor, asDynamic } from './dynamic-db';

export const isPostgres = (db: Executor): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Creates a content table with the columns every entry has (id, document_id, timestamps as ISO
 * text), then the module's own columns from `build`.
 */
export const createContentTable = async (
  executor: Executor,
  table: string,
  build: (t: CreateTableBuilder<string, 'id'>) => CreateTableBuilder<string, 'id'>,
): Promise<void> => {
  const db = asDynamic(executor);
  let builder = db.schema.createTable(table);
  builder = isPostgres(db)
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  builder = builder.addColumn('document_id', 'varchar(32)', (c) => c.notNull().unique());
  builder = build(builder)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)');
  await builder.execute();
};

/** A join table for a manyToMany relation, both FKs cascading and the pair unique. */
export const createJoinTable = async (
  executor: Executor,
  table: string,
  left: { column: string; references: string },
  right: { column: string; references: string },
): Promise<void> => {
  const db = asDynamic(executor);
  await db.schema
    .createTable(table)
    .addColumn(left.column, 'integer', (c) => c.notNull().references(left.references).onDelete('cascade'))
    .addColumn(right.column, 'integer', (c) => c.notNull().references(right.references).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${table}_pk`, [left.column, right.column])
    .execute();
  await db.schema.createIndex(`${table}_${right.column}_idx`).on(table).column(right.column).execute();
};

/**
 * The stored search text of a content type that declares `search` (content/search); filled by
 * the engine on every write and, for rows written before it or in bulk, at start.
 */
export const addSearchColumn = async (executor: Executor, table: string): Promise<void> => {
  const db = asDynamic(executor);
  await db.schema.alterTable(table).addColumn('search_text', 'text').execute();
};

/** The dialect of an open connection or transaction (seeds and rules that get only a Kysely). */
export const dialectOf = (db: Parameters<typeof isPostgres>[0]): 'postgres' | 'sqlite' => (isPostgres(db) ? 'postgres' : 'sqlite');
