import { createId } from '@paralleldrive/cuid2';
import type { User, UserType } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import { inPublishingTransaction, isUniqueViolation, type PublishingHost } from '../../../content';
import type { Database } from '../../../db/database';
import { applicationError, notFound } from '../../../http/errors';
import { hashPassword } from './password';
import { createUsersRepository, type UserRow, type UsersRepository } from '../repository/users-repository';
import type { CreateUserInput, UpdateUserInput } from '../model/users-schemas';

const iso = (value: string | Date): string => new Date(value).toISOString();

/** Rows never leave as-is: the password hash stays inside. */
export const toUser = (row: UserRow): User => ({
  id: Number(row.id),
  documentId: row.document_id,
  email: row.email,
  name: row.name,
  type: row.type as UserType,
  driver: row.driver_document_id ?? null,
  blocked: Boolean(row.blocked),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** Whether this change would leave no active administrator (a pure rule). */
export const removesLastAdmin = (current: UserRow, patch: UpdateUserInput, activeAdmins: number): boolean => {
  const isActiveAdmin = current.type === 'admin' && !current.blocked;
  const staysActiveAdmin = (patch.type ?? current.type) === 'admin' && !(patch.blocked ?? Boolean(current.blocked));
  return isActiveAdmin && !staysActiveAdmin && activeAdmins <= 1;
};

/**
 * Whether this change must sign the user out everywhere (a pure rule): a new password, a block or
 * another user type. Tokens issued before it would otherwise keep the old rights or outlive the
 * password that earned them.
 */
export const revokesSessions = (current: UserRow, patch: UpdateUserInput): boolean =>
  patch.password !== undefined || patch.blocked === true || (patch.type !== undefined && patch.type !== current.type);

/** Names the address, and the field, so the form can say it where the user typed it. */
const emailTaken = (email: string) => {
  const message = `A user with e-mail ${email} already exists`;
  return applicationError(message, { errors: [{ path: ['email'], message }] });
};

/** Resolves a driver reference to its id; answers which field is wrong when it cannot be linked. */
export type DriverLookup = (ref: string | number) => Promise<number | null>;

const driverRefused = (message: string) => applicationError(message, { errors: [{ path: ['driver'], message }] });

/**
 * Users are written in one transaction each, and `users` subscribers hear of a write only once it
 * committed (`inPublishingTransaction`), never of one that rolled back. `repositoryOf` binds the
 * repository to the connection or the transaction (a test may wrap it).
 */
export const createUsersService = (
  host: PublishingHost,
  findDriverId?: DriverLookup,
  repositoryOf: (db: Kysely<Database>) => UsersRepository = createUsersRepository,
) => {
  const repo = repositoryOf(host.db);
  return {
    async create(input: CreateUserInput): Promise<User> {
      const email = input.email.trim().toLowerCase();
      if (await repo.findByEmail(email)) throw emailTaken(email);
      let driverId: number | null = null;
      if (input.driver != null) {
        driverId = findDriverId ? await findDriverId(input.driver) : null;
        if (driverId == null) throw driverRefused('The driver does not exist');
        if (await repo.findByDriverId(driverId)) throw driverRefused('The driver already has a user');
      }
      const now = new Date().toISOString();
      try {
        const row = await inPublishingTransaction(host, async ({ trx, publish }) => {
          const row = await repositoryOf(trx).insert({
            document_id: createId(),
            email,
            name: input.name,
            type: input.type,
            driver_id: driverId,
            password_hash: await hashPassword(input.password),
            blocked: false,
            created_at: now,
            updated_at: now,
            published_at: now,
          });
          publish('users', 'created', { id: Number(row.id), documentId: row.document_id });
          return row;
        });
        return toUser(row);
      } catch (error) {
        // Two concurrent creates of one email (or one driver): the unique index decides.
        if (isUniqueViolation(error))
          throw driverId != null && !(await repo.findByEmail(email)) ? driverRefused('The driver already has a user') : emailTaken(email);
        throw error;
      }
    },

    /**
     * The last-admin check and the write share one transaction holding the active admins' rows, so two
     * simultaneous demotions of the only two admins cannot both pass the check.
     */
    async update(id: number, patch: UpdateUserInput): Promise<{ user: User; sessionsRevoked: boolean }> {
      // Hashing is slow: do it before taking any lock.
      const passwordHash = patch.password !== undefined ? await hashPassword(patch.password) : undefined;
      let sessionsRevoked = false;
      const row = await inPublishingTransaction(host, async ({ trx, publish }) => {
        const tx = repositoryOf(trx);
        const activeAdmins = await tx.lockActiveAdminIds();
        const current = await tx.findById(id);
        if (!current) throw notFound();
        if (patch.type === 'driver' && current.driver_id == null)
          throw driverRefused('A driver user is created for a driver record: create a new user with type driver and driver');
        if (removesLastAdmin(current, patch, activeAdmins.length)) {
          throw applicationError('The last active administrator cannot be demoted or blocked');
        }
        await tx.update(id, {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.type !== undefined ? { type: patch.type } : {}),
          ...(patch.blocked !== undefined ? { blocked: patch.blocked } : {}),
          ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
          updated_at: new Date().toISOString(),
        });
        // Queued here, sent only if the revocation below commits with the write.
        publish('users', 'updated', { id, documentId: current.document_id });
        // In the same transaction: no request can see the new password or type with an old token.
        sessionsRevoked = revokesSessions(current, patch);
        if (sessionsRevoked) await tx.raiseTokenVersion(id);
        return (await tx.findById(id))!;
      });
      return { user: toUser(row), sessionsRevoked };
    },

    async findById(id: number): Promise<User | undefined> {
      const row = await repo.findById(id);
      return row ? toUser(row) : undefined;
    },

    async list(page: number, pageSize: number): Promise<User[]> {
      return (await repo.list((page - 1) * pageSize, pageSize)).map(toUser);
    },
  };
};

export type UsersService = ReturnType<typeof createUsersService>;
