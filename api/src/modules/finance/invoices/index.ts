import type { FastifyInstance } from 'fastify';
import './content-types';
import './db/tables';
import { invoiceRoutes } from './routes/invoice-routes';
import { seedInvoices } from './seed/seed';

export { invoiceMigrations } from './db/migrations';
/** For the exports and the outbox: the frozen PDF bytes, the sent mark and its rule. */
export { findPdf, findInvoiceIdByRef, markInvoiceSent } from './repository/invoice-repository';
export { statusWhenSent, isOverdue } from './model/invoice-state';

/** Invoices: the run, drafts, finalisation with gapless numbers, credit notes, payments, the frozen PDF. */
export const invoicesPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(invoiceRoutes);
  if (app.config.seedDemoData && (await seedInvoices(app.db, app.dialect, app.config))) app.log.info('invoices demo data seeded');
};
