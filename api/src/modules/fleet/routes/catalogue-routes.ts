import { areaInputSchema, driverInputSchema, driverUpdateSchema, trailerInputSchema, trailerUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../content';
import { areasType, driversType, trailersType } from '../content-types';
import { assertAreaDeletable } from '../services/fleet-rules';

/** /api/areas: an area with trucks cannot be deleted (the trucks would lose their depot). */
export const areasRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCollectionRoutes(app, {
    contentType: areasType,
    createSchema: areaInputSchema,
    updateSchema: areaInputSchema.partial(),
    hooks: {
      beforeDelete: (ctx, existing) => assertAreaDeletable(ctx.trx, { id: existing.id, name: existing.name }),
    },
  });
};

/** /api/drivers: the personal identity number is answered to admins only (see its `readableBy`). */
export const driversRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCollectionRoutes(app, {
    contentType: driversType,
    createSchema: driverInputSchema,
    updateSchema: driverUpdateSchema,
  });
};

export const trailersRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCollectionRoutes(app, {
    contentType: trailersType,
    createSchema: trailerInputSchema,
    updateSchema: trailerUpdateSchema,
  });
};
