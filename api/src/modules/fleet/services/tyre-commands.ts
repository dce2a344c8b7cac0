import { officeToday } from '@haulage/shared/contracts';
import { type CommandContext, defineCommand, type FieldCommands } from '../../../content';
import { winterCheck } from '../model/tyres';
import { documentIdsOf, tyreSetsByTruck } from '../repository/fleet-repository';
import { mountTyreSet, type TyreMoveResult, unmountTyreSet } from './tyre-service';

/** Every set the move changed is announced (after commit); the winter check answers as warnings. */
const settle = async (ctx: CommandContext, result: TyreMoveResult) => {
  for (const [id, documentId] of await documentIdsOf(ctx.trx, 'tyre_sets', result.changedIds))
    ctx.publish('tyres', 'updated', { id, documentId });
  const sets = (await tyreSetsByTruck(ctx.trx, [result.truckId])).get(result.truckId) ?? [];
  ctx.warnings.push(...winterCheck(sets, officeToday()));
  return { id: result.id };
};

/** POST /api/tyres/:id/mount */
export const mountCommand = defineCommand({
  name: 'mount',
  run: async (ctx) => settle(ctx, await mountTyreSet(ctx.trx, ctx.entry.id, new Date().toISOString())),
});

/** POST /api/tyres/:id/unmount */
export const unmountCommand = defineCommand({
  name: 'unmount',
  run: async (ctx) => settle(ctx, await unmountTyreSet(ctx.trx, ctx.entry.id, new Date().toISOString())),
});

/** A PUT of `status` between stored and mounted is the same move as the commands, with the same rules. */
export const tyreFieldCommands: FieldCommands = {
  status: (value, entry) => {
    if (value === 'mounted' && entry.status !== 'mounted') return { command: mountCommand };
    if (value === 'stored' && entry.status === 'mounted') return { command: unmountCommand };
    return null;
  },
};
