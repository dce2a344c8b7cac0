import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Creates a content table with the columns every entry has (id, document_id, timestamps as ISO
 * text), then the module's own columns from `build`.
 */
export const createContentTable = async (
  db: Kysely<any>,
  table: string,
  build: (t: CreateTableBuilder<string, any>) => CreateTableBuilder<string, any>,
): Promise<void> => {
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
  db: Kysely<any>,
  table: string,
  left: { column: string; references: string },
  right: { column: string; references: string },
): Promise<void> => {
  await db.schema
    .createTable(table)
    .addColumn(left.column, 'integer', (c) => c.notNull().references(left.references).onDelete('cascade'))
    .addColumn(right.column, 'integer', (c) => c.notNull().references(right.references).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${table}_pk`, [left.column, right.column])
    .execute();
  await db.schema.createIndex(`${table}_${right.column}_idx`).on(table).column(right.column).execute();
};
