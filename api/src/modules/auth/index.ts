import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { realtimePlugin } from '../realtime/realtime-plugin';
import { uploadsRoutes } from '../uploads/routes/uploads-routes';
import { usersRoutes } from '../users/routes/users-routes';
import { authPlugin } from './auth-plugin';
import { authRoutes } from './routes/auth-routes';
import { seedFirstAdmin } from './seed/seed-admin';
import { checkSettings } from './settings-check';

/**
 * Auth, users, realtime and uploads. Registered before every other module: its decorators
 * (`authorize`, `authenticate`, `publish`) are visible app-wide.
 */
export const authModule = fp(
  async (app: FastifyInstance) => {
    checkSettings(app);
    await app.register(authPlugin);
    await app.register(realtimePlugin);
    await app.register(authRoutes);
    await app.register(usersRoutes);
    await app.register(uploadsRoutes);
    await seedFirstAdmin(app);
  },
  { name: 'haulage-auth-module', fastify: '5.x' },
);

/** For the driver's road app (jobs): a session from a sign-in link, and its proofs' pictures. */
export { findUserOfDriver, sessionForUser } from './services/link-session';
export { sessionAnswerSchema } from '../users/model/user-answers';
export { isImage, readStoredFile, storeFiles, type StoredFile } from '../uploads/services/stored-images';
