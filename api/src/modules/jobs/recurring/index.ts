import type { FastifyInstance } from 'fastify';
import './content-types';
import './db/tables';
import { recurringRoutes } from './routes/recurring-routes';
import { materialiseAll } from './services/materialise';

export { recurringMigrations } from './db/migrations';
export { materialiseAll } from './services/materialise';

/**
 * Recurring jobs: schedules, their occurrences and the materialiser that makes their jobs
 * `RECURRING_HORIZON_WEEKS` ahead, every `RECURRING_INTERVAL_MINUTES` and once at start.
 */
export const recurringPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(recurringRoutes);
  let timer: NodeJS.Timeout | null = null;
  const run = () => {
    materialiseAll(app).catch((error: unknown) => app.log.error({ err: error }, 'recurring materialiser failed'));
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, app.config.recurring.intervalMinutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};
