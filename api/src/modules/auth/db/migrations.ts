import type { Migration } from 'kysely';
import { filesMigration } from '../../uploads/db/files-migration';
import { tokenVersionMigration } from '../../users/db/token-version-migration';
import { usersMigration } from '../../users/db/users-migration';
import { loginFailuresMigration } from './login-failures-migration';

/**
 * The migrations of the auth, users and uploads modules, under their global sort names. Later
 * ones sort after every module's existing ones: the migrator refuses a new name among applied ones.
 */
export const authMigrations: Record<string, Migration> = {
  '0010-users': usersMigration,
  '0020-files': filesMigration,
  '0300-auth-login-failures': loginFailuresMigration,
  '0301-users-token-version': tokenVersionMigration,
};
