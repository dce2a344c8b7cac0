import type { FastifyInstance } from 'fastify';
import { exportsPlugin } from './exports/index';
import { invoicesPlugin } from './invoices/index';

export { invoiceMigrations, findPdf, findInvoiceIdByRef, markInvoiceSent, statusWhenSent, isOverdue } from './invoices/index';

/** Finance: invoicing (invoices/), its exports and e-mail (exports/); pay and performance sit beside it in their own folders. */
export const financeModule = async (app: FastifyInstance): Promise<void> => {
  await app.register(invoicesPlugin);
  await app.register(exportsPlugin);
};
