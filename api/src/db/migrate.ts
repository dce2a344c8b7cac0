import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';

/**
 * Each API module contributes its migrations under names that sort globally
 * ("0100-fleet-areas", "0200-customers"), so modules never renumber each other.
 */
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

export const migrateToLatest = async <DB>(db: Kysely<DB>, migrations: Record<string, Migration>): Promise<string[]> => {
  // Kysely looks for its migration tables in every schema; pin it to the connection's own, so a
  // database that holds another copy of the product's tables in another schema cannot mislead it.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(migrations),
    // Modules number their migrations on their own, so a module's new migration may sort before
    // one a database has already run (a new "0600-finance-…" after "0900-search-indexes"): it is
    // run then, in name order with the other new ones, instead of refusing to start.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
