import type { Kysely } from 'kysely';
import { applicationError, notFound } from '../../../http/errors';
import { mountChanges, unmountChange } from '../model/tyres';
import { findTruckRow, findTyreSetRow, toTyreState, tyreSetsByTruck, updateTyreSet } from '../repository/fleet-repository';
import type { Database } from '../../../db/database';

export interface TyreMoveResult {
  /** The set that was mounted or unmounted. */
  id: number;
  documentId: string;
  /** Every set whose row changed (the target and any set taken off the same axle). */
  changedIds: number[];
  truckId: number;
}

const loadSetAndTruck = async (trx: Kysely<Database>, id: number) => {
  const row = await findTyreSetRow(trx, id);
  if (!row) throw notFound();
  const truck = await findTruckRow(trx, Number(row.truck_id));
  if (!truck) throw notFound('The truck of this tyre set no longer exists');
  return { row, set: toTyreState(row), truck };
};

/**
 * Mounts a set on its truck at the truck's current odometer, taking off (and banking the km of)
 * whatever set was on that axle. Runs in the command's transaction, so a truck never ends up with
 * two sets mounted.
 */
export const mountTyreSet = async (trx: Kysely<Database>, id: number, now: string): Promise<TyreMoveResult> => {
  const { row, set, truck } = await loadSetAndTruck(trx, id);
  if (set.status === 'retired') throw applicationError('A retired tyre set cannot be mounted');
  const onTruck = (await tyreSetsByTruck(trx, [Number(truck.id)])).get(Number(truck.id)) ?? [];
  const changes = mountChanges(set, onTruck, Number(truck.odometer), now);
  for (const [changed, change] of changes) await updateTyreSet(trx, changed, change, now);
  return { id: set.id, documentId: row.document_id, changedIds: [...changes.keys()], truckId: Number(truck.id) };
};

export const unmountTyreSet = async (trx: Kysely<Database>, id: number, now: string): Promise<TyreMoveResult> => {
  const { row, set, truck } = await loadSetAndTruck(trx, id);
  if (set.status !== 'mounted') throw applicationError('This tyre set is not mounted');
  await updateTyreSet(trx, set.id, unmountChange(set, Number(truck.odometer)), now);
  return { id: set.id, documentId: row.document_id, changedIds: [set.id], truckId: Number(truck.id) };
};
