import type { User } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { createUsersRepository } from '../../users/repository/users-repository';
import { toUser } from '../../users/services/users-service';
import { signAccessToken, type TokenSettings } from '../model/tokens';

/** The user linked to a driver record, if any (a `driver` user). */
export const findUserOfDriver = async (db: Kysely<Database>, driverId: number): Promise<User | undefined> => {
  const row = await createUsersRepository(db).findByDriverId(driverId);
  return row ? toUser(row) : undefined;
};

/**
 * A session for a user who proved who they are another way than a password (a driver's single-use
 * sign-in link), signed as /admin/login signs one; null for a blocked user or another user type.
 */
export const sessionForUser = async (
  db: Kysely<Database>,
  settings: TokenSettings,
  userId: number,
  type: User['type'],
): Promise<{ token: string; user: User } | null> => {
  const row = await createUsersRepository(db).findById(userId);
  if (!row || row.blocked || row.type !== type) return null;
  const user = toUser(row);
  return { token: await signAccessToken(settings, { ...user, tokenVersion: Number(row.token_version) }), user };
};
