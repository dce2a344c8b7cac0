import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../../db/database';

export interface UserRow {
  id: number;
  document_id: string;
  email: string;
  name: string;
  type: string;
  password_hash: string;
  blocked: boolean | number;
  /** Raised to revoke every token of the user; tokens carry it as `ver`. */
  token_version: number;
  /** The driver record of a `driver` user, and its documentId (read with the row). */
  driver_id: number | null;
  driver_document_id?: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export type NewUserRow = Omit<UserRow, 'id' | 'token_version' | 'driver_id' | 'driver_document_id'> & { driver_id?: number | null };
export type UserPatch = Partial<Pick<UserRow, 'name' | 'type' | 'password_hash' | 'blocked' | 'updated_at'>>;

// SQLite cannot bind booleans; 1/0 are valid boolean literals for PostgreSQL too.
const bindBool = (value: boolean | number): number => (value ? 1 : 0);

export interface UsersRepository {
  findById(id: number): Promise<UserRow | undefined>;
  findByEmail(email: string): Promise<UserRow | undefined>;
  findByDriverId(driverId: number): Promise<UserRow | undefined>;
  insert(row: NewUserRow): Promise<UserRow>;
  update(id: number, patch: UserPatch): Promise<void>;
  /** Revokes every token issued to the user so far. */
  raiseTokenVersion(id: number): Promise<void>;
  list(offset: number, limit: number): Promise<UserRow[]>;
  countActiveAdmins(): Promise<number>;
  /** The ids of the active admins, locked until the transaction ends (PostgreSQL); use inside a transaction. */
  lockActiveAdminIds(): Promise<number[]>;
}

/** The only code that reads or writes the users table. */
export const createUsersRepository = (anyDb: Kysely<Database>): UsersRepository => {
  const db = anyDb as unknown as Kysely<{ users: UserRow; drivers: { id: number; document_id: string } }>;
  // Every read answers the driver's documentId with the row, so a user answer names its driver.
  const users = () =>
    db
      .selectFrom('users')
      .selectAll('users')
      .select((eb) =>
        eb.selectFrom('drivers').select('document_id').whereRef('drivers.id', '=', 'users.driver_id').as('driver_document_id'),
      );
  // SQLite has no row locks (and no FOR UPDATE): it serialises writing transactions by itself.
  const rowLocks = db.getExecutor().adapter instanceof PostgresAdapter;
  const activeAdmins = () => db.selectFrom('users').where('type', '=', 'admin').where('blocked', '=', bindBool(false));
  return {
    findById: (id: number): Promise<UserRow | undefined> => users().where('users.id', '=', id).executeTakeFirst(),

    findByEmail: (email: string): Promise<UserRow | undefined> => users().where('users.email', '=', email).executeTakeFirst(),

    findByDriverId: (driverId: number): Promise<UserRow | undefined> => users().where('users.driver_id', '=', driverId).executeTakeFirst(),

    async insert(row: NewUserRow): Promise<UserRow> {
      const { id } = await db
        .insertInto('users')
        .values({ ...row, blocked: bindBool(row.blocked) } as UserRow)
        .returning('id')
        .executeTakeFirstOrThrow();
      return users().where('users.id', '=', id).executeTakeFirstOrThrow();
    },

    async update(id: number, patch: UserPatch): Promise<void> {
      const values = patch.blocked === undefined ? patch : { ...patch, blocked: bindBool(patch.blocked) };
      await db.updateTable('users').set(values).where('id', '=', id).execute();
    },

    async raiseTokenVersion(id: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ token_version: sql<number>`token_version + 1` })
        .where('id', '=', id)
        .execute();
    },

    list: (offset: number, limit: number): Promise<UserRow[]> => users().orderBy('users.id').offset(offset).limit(limit).execute(),

    async countActiveAdmins(): Promise<number> {
      const row = await activeAdmins()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async lockActiveAdminIds(): Promise<number[]> {
      // Locking in id order means two demotions never deadlock. Under READ COMMITTED, a transaction
      // that waited for a lock re-checks the WHERE against the committed row, so it no longer counts
      // an admin the other transaction has just demoted or blocked.
      const query = activeAdmins().select('id').orderBy('id');
      const rows = await (rowLocks ? query.forUpdate() : query).execute();
      return rows.map((row) => Number(row.id));
    },
  };
};
