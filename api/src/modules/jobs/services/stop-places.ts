import type { Kysely } from 'kysely';
import { refreshSearchText } from '../../../content';
import type { Database } from '../../../db/database';
import { jobsType } from '../content-types';
import { destinationPlace, restampStopPlaces } from '../repository/jobs-repository';

/**
 * A stop keeps its destination's "name, city" so a job is found by where it goes (ADR 15); when the
 * destination is renamed or moves town, its stops and the search text of their jobs follow, in the
 * renaming transaction.
 */
export const followDestinationRename = async (trx: Kysely<Database>, destinationId: number): Promise<void> => {
  const place = await destinationPlace(trx, destinationId);
  const jobIds = await restampStopPlaces(trx, destinationId, place, new Date().toISOString());
  await refreshSearchText(trx, jobsType, jobIds);
};
