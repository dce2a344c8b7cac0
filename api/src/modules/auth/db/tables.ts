import type { BigNumber } from '../../../db/database';

/** Failed sign-ins per key (login-failures-migration.ts). */
export interface LoginFailureTable {
  key: string;
  failures: number;
  last_failure_at: BigNumber;
  blocked_until: BigNumber;
}

declare module '../../../db/database' {
  interface Database {
    login_failures: LoginFailureTable;
  }
}
