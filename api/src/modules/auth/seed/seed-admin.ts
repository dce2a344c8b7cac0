import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createUsersRepository } from '../../users/repository/users-repository';
import { createUsersService } from '../../users/services/users-service';

export const DEFAULT_ADMIN_EMAIL = 'admin@haulage.local';

/**
 * Makes sure a fresh install can be signed into: the configured admin is created if missing;
 * without configuration, an admin with a random password is created once and the password is
 * printed once (it is never stored in clear anywhere).
 */
export const seedFirstAdmin = async (app: FastifyInstance): Promise<void> => {
  const repo = createUsersRepository(app.db);
  const users = createUsersService(app);
  const { adminEmail, adminPassword } = app.config;
  if (adminEmail && adminPassword) {
    if (!(await repo.findByEmail(adminEmail.trim().toLowerCase()))) {
      await users.create({ email: adminEmail, password: adminPassword, name: 'Administrator', type: 'admin' });
      app.log.info({ email: adminEmail }, 'created the configured administrator');
    }
    return;
  }
  if ((await repo.countActiveAdmins()) > 0 || (await repo.findByEmail(DEFAULT_ADMIN_EMAIL))) return;
  const password = randomBytes(12).toString('base64url');
  await users.create({ email: DEFAULT_ADMIN_EMAIL, password, name: 'Administrator', type: 'admin' });
  const line = '='.repeat(64);
  process.stdout.write(
    `\n${line}\n  First administrator created (shown only this once):\n  email:    ${DEFAULT_ADMIN_EMAIL}\n  password: ${password}\n${line}\n\n`,
  );
};
