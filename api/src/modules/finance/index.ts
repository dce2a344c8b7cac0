import type { FastifyInstance } from 'fastify';
import { invoicesPlugin } from './invoices/index';

export { invoiceMigrations, findPdf, findInvoiceIdByRef, markInvoiceSent, statusWhenSent, isOverdue } from './invoices/index';

/** Finance: invoicing (invoices/); pay and performance sit beside it in their own folders. */
export const financeModule = async (app: FastifyInstance): Promise<void> => {
  await app.register(invoicesPlugin);
};
