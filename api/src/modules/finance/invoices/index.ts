import type { FastifyInstance } from 'fastify';
import './content-types';
import './db/tables';
import { invoiceRoutes } from './routes/invoice-routes';

export { invoiceMigrations } from './db/migrations';

/** Invoices: the run, drafts, finalisation with gapless numbers, credit notes, payments, the frozen PDF. */
export const invoicesPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(invoiceRoutes);
};
