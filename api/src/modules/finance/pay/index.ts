import type { FastifyInstance } from 'fastify';
import './content-types';
import './db/tables';
import { payRoutes } from './routes/pay-routes';

export { payMigrations } from './db/migrations';

/** Driver pay: pay rules, monthly payslips with their status machine, payments and the payroll export. */
export const payPlugin = async (app: FastifyInstance): Promise<void> => {
  await app.register(payRoutes);
};
