import type { Kysely } from 'kysely';
import type { EntryData } from '../../../content';
import { tyreMileageKm, tyreSummary } from '../model/tyres';
import { toTyreState, truckOdometers, tyreSetRows, tyreSetsByTruck } from '../repository/fleet-repository';
import type { Database } from '../../../db/database';

/** Adds `mileageKm` to tyre set entries (it depends on the truck's odometer, so it is never stored). */
export const addTyreMileage = async (db: Kysely<Database>, entries: EntryData[]): Promise<void> => {
  const rows = await tyreSetRows(
    db,
    entries.map((e) => e.id),
  );
  const odometers = await truckOdometers(db, [...new Set(rows.map((r) => Number(r.truck_id)))]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const entry of entries) {
    const row = byId.get(entry.id);
    if (row) entry.mileageKm = tyreMileageKm(toTyreState(row), odometers.get(Number(row.truck_id)) ?? 0);
  }
};

/**
 * Every truck answers the spec's flat `tyre` object (and mileage on populated tyre sets), so
 * lists and the detail page show tyres without a second request.
 */
export const addTruckTyres = async (db: Kysely<Database>, entries: EntryData[], version?: string | null): Promise<void> => {
  const ids = entries.map((e) => e.id);
  // An answered entry carries the odometer it was read with; only `fields`-trimmed ones need a query.
  const missing = entries.filter((e) => typeof e.odometer !== 'number').map((e) => e.id);
  const [sets, odometers] = await Promise.all([tyreSetsByTruck(db, ids, version), truckOdometers(db, missing)]);
  for (const entry of entries) {
    const odometer = typeof entry.odometer === 'number' ? entry.odometer : (odometers.get(entry.id) ?? 0);
    const truckSets = sets.get(entry.id) ?? [];
    entry.tyre = tyreSummary(truckSets, odometer);
    if (Array.isArray(entry.tyreSets)) {
      const byId = new Map(truckSets.map((s) => [s.id, s]));
      for (const nested of entry.tyreSets as EntryData[]) {
        const state = byId.get(nested.id);
        if (state) nested.mileageKm = tyreMileageKm(state, odometer);
      }
    }
  }
};
