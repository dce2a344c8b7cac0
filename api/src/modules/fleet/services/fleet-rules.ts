import { createId } from '@paralleldrive/cuid2';
import { type FieldError, truckRules, type TruckStatus } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import { applicationError, fieldErrors } from '../../../http/errors';
import { applyOdometerReading, type OdometerOutcome } from '../model/odometer';
import { trailerLinkProblems } from '../model/trailer-links';
import {
  findTrailerRow,
  findTruckRow,
  insertOdometerReading,
  linksTouching,
  openLinkCountForTruck,
  truckCountInArea,
} from '../repository/fleet-repository';
import type { Database } from '../../../db/database';

type Db = Kysely<Database>;

const fieldError = (path: string, message: string, value?: unknown): FieldError => ({
  path: [path],
  message,
  name: 'ValidationError',
  ...(value === undefined ? {} : { value }),
});

export interface TruckDates {
  truckStatus?: TruckStatus;
  truckSoldDate?: string | null;
  truckBoughtDate?: string | null;
}

/** The contract's cross-field truck rules as a 400 naming each field. */
export const assertTruckRules = (truck: TruckDates): void => {
  const problems = truckRules(truck);
  if (problems.length > 0) throw fieldErrors(problems.map((p) => fieldError(p.path, p.message)));
};

/** Keeps the history row for an odometer value and says what the truck's odometer becomes. */
export const recordOdometer = async (
  db: Db,
  truckId: number,
  currentKm: number | null,
  readingKm: number,
  now: string,
): Promise<OdometerOutcome> => {
  const outcome = currentKm == null ? applyOdometerReading(readingKm, readingKm) : applyOdometerReading(currentKm, readingKm);
  await insertOdometerReading(db, {
    documentId: createId(),
    truckId,
    valueKm: readingKm,
    isBreaking: outcome.isBreaking,
    source: 'manual',
    now,
  });
  return outcome;
};

export interface ProposedLinkInput {
  id?: number;
  truck: string | number;
  trailer: string | number;
  linkedFrom: string;
  linkedTo: string | null;
}

/** 400 when the coupling breaks a rule; unknown truck or trailer refs are named too. */
export const assertTrailerLink = async (db: Db, link: ProposedLinkInput): Promise<void> => {
  const [truck, trailer] = await Promise.all([findTruckRow(db, link.truck), findTrailerRow(db, link.trailer)]);
  const missing: FieldError[] = [];
  if (!truck) missing.push(fieldError('truck', `Truck ${link.truck} does not exist`, link.truck));
  if (!trailer) missing.push(fieldError('trailer', `Trailer ${link.trailer} does not exist`, link.trailer));
  if (missing.length > 0) throw fieldErrors(missing);
  const proposed = {
    ...(link.id === undefined ? {} : { id: link.id }),
    truckId: Number(truck!.id),
    trailerId: Number(trailer!.id),
    linkedFrom: link.linkedFrom,
    linkedTo: link.linkedTo,
    trailerPlate: String(trailer!.plate_number),
  };
  const problems = trailerLinkProblems(proposed, await linksTouching(db, proposed.truckId, proposed.trailerId));
  if (problems.length > 0) throw fieldErrors(problems);
};

export const assertTruckDeletable = async (db: Db, truck: { id: unknown; truck_number?: unknown }): Promise<void> => {
  const open = await openLinkCountForTruck(db, Number(truck.id));
  if (open > 0) {
    throw applicationError(
      `Truck ${String(truck.truck_number)} still has ${open} open trailer link${open === 1 ? '' : 's'}; end them before deleting the truck`,
    );
  }
};

export const assertAreaDeletable = async (db: Db, area: { id: unknown; name?: unknown }): Promise<void> => {
  const trucks = await truckCountInArea(db, Number(area.id));
  if (trucks > 0) throw applicationError(`Area ${String(area.name)} still has ${trucks} truck${trucks === 1 ? '' : 's'}`);
};
