import type { FastifyInstance } from 'fastify';
import { performancePlugin } from './performance/index';

export { performanceMigrations } from './performance/index';

/** Finance: truck and customer performance, driver pay. */
export const financeModule = async (app: FastifyInstance): Promise<void> => {
  await app.register(performancePlugin);
};
