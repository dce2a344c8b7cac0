import { type FieldError, tyreSetInputSchema, tyreSetUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../content';
import { fieldErrors } from '../../../http/errors';
import { tyresType } from '../content-types';
import { addTyreMileage } from '../services/tyre-decorations';
import { mountCommand, tyreFieldCommands, unmountCommand } from '../services/tyre-commands';

const statusByRoute: FieldError = {
  path: ['status'],
  message: 'Mount or take off a tyre set with POST /api/tyres/:id/mount or /api/tyres/:id/unmount',
  name: 'ValidationError',
};

/** /api/tyres: seasonal sets; mileage comes from the odometer at mount and unmount. */
export const tyresRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCollectionRoutes(app, {
    contentType: tyresType,
    createSchema: tyreSetInputSchema,
    updateSchema: tyreSetUpdateSchema,
    commands: [mountCommand, unmountCommand],
    fieldCommands: tyreFieldCommands,
    hooks: {
      beforeCreate: (ctx) => {
        // A new set is registered stored; mounting goes through /mount so the axle stays consistent.
        if (ctx.data.status === 'mounted') throw fieldErrors([statusByRoute]);
      },
      beforeUpdate: (ctx, existing) => {
        // mounted ⇄ stored was routed to the commands; retiring a mounted set needs it taken off first.
        const status = ctx.data.status;
        if (status !== undefined && status !== existing.status && (status === 'mounted' || existing.status === 'mounted')) {
          throw fieldErrors([statusByRoute]);
        }
        if (existing.status === 'mounted' && ctx.data.truck !== undefined) {
          throw fieldErrors([{ path: ['truck'], message: 'Take the set off before moving it to another truck', name: 'ValidationError' }]);
        }
      },
      decorate: (entries, ctx) => addTyreMileage(ctx.db, entries),
    },
  });
};
