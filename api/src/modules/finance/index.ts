import type { FastifyInstance } from 'fastify';
import { payPlugin } from './pay/index';
import { performancePlugin } from './performance/index';

export { payMigrations } from './pay/index';
export { performanceMigrations } from './performance/index';

/** Finance: truck and customer performance, driver pay. */
export const financeModule = async (app: FastifyInstance): Promise<void> => {
  await app.register(performancePlugin);
  await app.register(payPlugin);
};
