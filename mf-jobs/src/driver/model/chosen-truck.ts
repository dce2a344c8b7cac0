import type { DriverTruck } from '@haulage/shared/contracts';

const KEY_PREFIX = 'haulage:driver-truck:';

/** A day's choice is kept under its date, so tomorrow starts again from the planned truck. */
export const chosenTruckKey = (date: string): string => `${KEY_PREFIX}${date}`;

const isTruck = (value: unknown): value is DriverTruck =>
  typeof value === 'object' &&
  value !== null &&
  ['documentId', 'truckName', 'registrationPlateNumber'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** The truck the driver chose on this phone for the day, if any (a damaged entry counts as none). */
export const readChosenTruck = (storage: Pick<Storage, 'getItem'> | null, date: string): DriverTruck | null => {
  try {
    const kept: unknown = JSON.parse(storage?.getItem(chosenTruckKey(date)) ?? 'null');
    return isTruck(kept) ? kept : null;
  } catch {
    return null;
  }
};

/** Keeps the day's truck; choosing the planned one again forgets the choice. */
export const keepChosenTruck = (
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null,
  date: string,
  truck: DriverTruck,
  planned: string | null,
): void => {
  if (truck.documentId === planned) storage?.removeItem(chosenTruckKey(date));
  else storage?.setItem(chosenTruckKey(date), JSON.stringify(truck));
};

/**
 * The trucks the driver may pick without a network: the planned one and the one already chosen
 * (the list of all trucks needs the API, and a reading on an unknown truck would be refused later).
 */
export const offlineChoices = (planned: DriverTruck | null, chosen: DriverTruck | null): DriverTruck[] =>
  [planned, chosen].filter(
    (truck, index, all): truck is DriverTruck =>
      truck !== null && all.findIndex((other) => other?.documentId === truck.documentId) === index,
  );
