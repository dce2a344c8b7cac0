import type { Migration } from 'kysely';
import { filesMigration } from '../uploads/files-migration';
import { usersMigration } from '../users/users-migration';

/** The migrations of the auth, users and uploads modules, under their global sort names. */
export const authMigrations: Record<string, Migration> = {
  '0010-users': usersMigration,
  '0020-files': filesMigration,
};
