import { tripInputSchema, tripUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../../content';
import { tripsType } from '../content-types';
import type { RoutingProvider } from '../routing/routing-provider';
import { addJobsCommand, reorderCommand, splitCommand } from '../services/trip-commands';
import { tripHooks } from '../services/trip-hooks';

/** /api/trips: list and read (office), combine (POST), add jobs (POST :id/jobs), reorder the stops (PUT), split (DELETE). */
export const tripRoutes =
  (provider: RoutingProvider) =>
  async (app: FastifyInstance): Promise<void> => {
    const reorder = reorderCommand(provider);
    registerCollectionRoutes(app, {
      contentType: tripsType,
      createSchema: tripInputSchema,
      updateSchema: tripUpdateSchema,
      hooks: tripHooks(provider),
      commands: [reorder, addJobsCommand(provider)],
      fieldCommands: { stops: (value) => ({ command: reorder, body: { stops: value } }) },
      deleteCommand: splitCommand,
    });
  };
