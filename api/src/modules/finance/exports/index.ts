import type { FastifyInstance } from 'fastify';
import './content-types';
import './db/tables';
import { exportRoutes } from './routes/export-routes';

export { invoiceExportMigrations } from './db/migrations';

/** Invoice exports (CSV, SIE 4I, Fortnox), each recorded so nothing is exported twice. */
export const exportsPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(exportRoutes);
};
