import type { FastifyInstance } from 'fastify';
import { exportsPlugin } from './exports/index';
import { invoicesPlugin } from './invoices/index';
import { payPlugin } from './pay/index';
import { performancePlugin } from './performance/index';

export { invoiceMigrations, findPdf, findInvoiceIdByRef, markInvoiceSent, statusWhenSent, isOverdue } from './invoices/index';
export { payMigrations } from './pay/index';
export { performanceMigrations } from './performance/index';

/** Finance: invoicing (invoices/), its exports and e-mail (exports/), truck and customer performance (performance/), driver pay (pay/). */
export const financeModule = async (app: FastifyInstance): Promise<void> => {
  await app.register(invoicesPlugin);
  await app.register(exportsPlugin);
  await app.register(performancePlugin);
  await app.register(payPlugin);
};
