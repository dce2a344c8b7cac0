import { customerInputSchema, customerUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../content';
import { customersType } from '../content-types';
import { customerHooks } from '../services/customer-hooks';
import { removeCustomerCommand } from '../services/customer-remove';

/** /api/customers: Strapi CRUD on the engine; DELETE archives or refuses (customer-remove). */
export const customersRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCollectionRoutes(app, {
    contentType: customersType,
    createSchema: customerInputSchema,
    updateSchema: customerUpdateSchema,
    hooks: customerHooks,
    deleteCommand: removeCustomerCommand,
  });
};
