import { tripInputSchema, tripUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../../content';
import { tripsType } from '../content-types';
import type { RoutingProvider } from '../routing/routing-provider';
import { reorderCommand, splitCommand } from '../services/trip-commands';
import { tripHooks } from '../services/trip-hooks';

/** /api/trips: list and read (office), combine (POST), reorder the stops (PUT), split (DELETE). */
export const tripRoutes =
  (provider: RoutingProvider) =>
  async (app: FastifyInstance): Promise<void> => {
    const reorder = reorderCommand(provider);
    registerCollectionRoutes(app, {
      contentType: tripsType,
      createSchema: tripInputSchema,
      updateSchema: tripUpdateSchema,
      hooks: tripHooks(provider),
      commands: [reorder],
      fieldCommands: { stops: (value) => ({ command: reorder, body: { stops: value } }) },
      deleteCommand: splitCommand,
    });
  };
