import type { Migration } from 'kysely';

/** All migrations of all modules; names sort globally ("0010-users", "0100-fleet-areas", ...). */
export const allMigrations: Record<string, Migration> = {};
