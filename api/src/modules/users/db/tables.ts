import type { Generated } from 'kysely';
import type { BigNumber, EntryColumns, FlagWithDefault } from '../../../db/database';

/** Users and revoked tokens (users-migration.ts, token-version-migration.ts). */
export interface UserTable extends EntryColumns {
  email: string;
  name: Generated<string>;
  type: string;
  password_hash: string;
  blocked: FlagWithDefault;
  token_version: Generated<number>;
  /** The driver record of a `driver` user (jobs/driver-app migrations). */
  driver_id: number | null;
}

declare module '../../../db/database' {
  interface Database {
    users: UserTable;
    revoked_tokens: { jti: string; expires_at: BigNumber };
  }
}
