import { customerContactInputSchema, customerContactUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../content';
import { contactHooks } from '../services/contact-hooks';
import { contactsType } from '../content-types';

/** /api/customer-contacts; list by customer with `filters[customer][documentId][$eq]=…`. */
export const contactsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCollectionRoutes(app, {
    contentType: contactsType,
    createSchema: customerContactInputSchema,
    updateSchema: customerContactUpdateSchema,
    hooks: contactHooks,
  });
};
