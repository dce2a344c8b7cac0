import type { FastifyInstance } from 'fastify';
import './content-types';
import './db/tables';

export { invoiceMigrations } from './db/migrations';

/** Invoices: the run, drafts, finalisation with gapless numbers, credit notes, payments, the frozen PDF. */
export const invoicesPlugin = async (_app: FastifyInstance): Promise<void> => {};
