import type { Kysely } from 'kysely';

export interface UserRow {
  id: number;
  document_id: string;
  email: string;
  name: string;
  type: string;
  password_hash: string;
  blocked: boolean | number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export type NewUserRow = Omit<UserRow, 'id'>;
export type UserPatch = Partial<Pick<UserRow, 'name' | 'type' | 'password_hash' | 'blocked' | 'updated_at'>>;

// SQLite cannot bind booleans; 1/0 are valid boolean literals for PostgreSQL too.
const bindBool = (value: boolean | number): number => (value ? 1 : 0);

/** The only code that reads or writes the users table. */
export const createUsersRepository = (anyDb: Kysely<any>) => {
  const db = anyDb as unknown as Kysely<{ users: UserRow }>;
  return {
  findById: (id: number): Promise<UserRow | undefined> =>
    db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

  findByEmail: (email: string): Promise<UserRow | undefined> =>
    db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

  async insert(row: NewUserRow): Promise<UserRow> {
    const { id } = await db
      .insertInto('users')
      .values({ ...row, blocked: bindBool(row.blocked) } as UserRow)
      .returning('id')
      .executeTakeFirstOrThrow();
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  },

  async update(id: number, patch: UserPatch): Promise<void> {
    const values = patch.blocked === undefined ? patch : { ...patch, blocked: bindBool(patch.blocked) };
    await db.updateTable('users').set(values).where('id', '=', id).execute();
  },

  list: (offset: number, limit: number): Promise<UserRow[]> =>
    db.selectFrom('users').selectAll().orderBy('id').offset(offset).limit(limit).execute(),

  async countActiveAdmins(): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'admin')
      .where('blocked', '=', bindBool(false))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
  };
};

export type UsersRepository = ReturnType<typeof createUsersRepository>;
