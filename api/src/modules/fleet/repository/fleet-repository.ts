import type { Kysely, Selectable } from 'kysely';
import type { TyreSetTable } from '../db/tables';
import { rememberedRead } from '../../../content';
import type { LinkState } from '../model/trailer-links';
import type { TyreSetChange, TyreSetState } from '../model/tyres';
import type { Database } from '../../../db/database';

/** The fleet's own SQL for the rules the generic content engine does not know. */
type Db = Kysely<Database>;

/** Single items are addressed by documentId or numeric id. */
export const idColumn = (idOrDocumentId: string | number): { column: 'id' | 'document_id'; value: string | number } =>
  typeof idOrDocumentId === 'number' || /^\d+$/.test(idOrDocumentId)
    ? { column: 'id', value: Number(idOrDocumentId) }
    : { column: 'document_id', value: idOrDocumentId };

export const toTyreState = (row: Selectable<TyreSetTable>): TyreSetState => ({
  id: Number(row.id),
  axle: row.axle as TyreSetState['axle'],
  season: row.season as TyreSetState['season'],
  brand: row.brand,
  model: row.model ?? null,
  size: row.size,
  treadDepthMm: row.tread_depth_mm == null ? null : Number(row.tread_depth_mm),
  status: row.status as TyreSetState['status'],
  mountedAt: row.mounted_at ?? null,
  mountedOdometer: row.mounted_odometer == null ? null : Number(row.mounted_odometer),
  accumulatedKm: Number(row.accumulated_km ?? 0),
});

export const findTyreSetRow = (db: Db, idOrDocumentId: string | number) => {
  const { column, value } = idColumn(idOrDocumentId);
  return db.selectFrom('tyre_sets').selectAll().where(column, '=', value).executeTakeFirst();
};

export const findTruckRow = (db: Db, idOrDocumentId: string | number) => {
  const { column, value } = idColumn(idOrDocumentId);
  return db.selectFrom('trucks').selectAll().where(column, '=', value).executeTakeFirst();
};

export const findTrailerRow = (db: Db, idOrDocumentId: string | number) => {
  const { column, value } = idColumn(idOrDocumentId);
  return db.selectFrom('trailers').selectAll().where(column, '=', value).executeTakeFirst();
};

/** Tyre sets of these trucks, grouped by truck id. */
export const tyreSetsByTruck = async (db: Db, truckIds: number[], version?: string | null): Promise<Map<number, TyreSetState[]>> => {
  const grouped = new Map<number, TyreSetState[]>();
  if (truckIds.length === 0) return grouped;
  // Every truck answer reads its tyre sets; reused while nothing was written (see rememberedRead).
  const compiled = db.selectFrom('tyre_sets').selectAll().where('truck_id', 'in', truckIds).orderBy('id').compile();
  const rows = await rememberedRead(db, compiled, async () => (await db.executeQuery(compiled)).rows, { version });
  for (const row of rows) {
    const list = grouped.get(Number(row.truck_id)) ?? [];
    list.push(toTyreState(row));
    grouped.set(Number(row.truck_id), list);
  }
  return grouped;
};

export const truckOdometers = async (db: Db, truckIds: number[]): Promise<Map<number, number>> => {
  if (truckIds.length === 0) return new Map();
  const rows = await db.selectFrom('trucks').select(['id', 'odometer']).where('id', 'in', truckIds).execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.odometer)]));
};

export const updateTyreSet = (db: Db, id: number, change: TyreSetChange, now: string) =>
  db
    .updateTable('tyre_sets')
    .set({
      status: change.status,
      mounted_at: change.mountedAt,
      mounted_odometer: change.mountedOdometer,
      accumulated_km: change.accumulatedKm,
      updated_at: now,
      published_at: now,
    })
    .where('id', '=', id)
    .execute();

/** Links touching a truck or a trailer, with the numbers the error messages need. */
export const linksTouching = async (db: Db, truckId: number, trailerId: number): Promise<LinkState[]> => {
  const rows = await db
    .selectFrom('trailer_links as l')
    .innerJoin('trucks as t', 't.id', 'l.truck_id')
    .innerJoin('trailers as r', 'r.id', 'l.trailer_id')
    .select(['l.id', 'l.truck_id', 'l.trailer_id', 'l.linked_from', 'l.linked_to', 't.truck_number', 'r.plate_number'])
    .where((eb) => eb.or([eb('l.truck_id', '=', truckId), eb('l.trailer_id', '=', trailerId)]))
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    truckId: Number(r.truck_id),
    trailerId: Number(r.trailer_id),
    linkedFrom: r.linked_from,
    linkedTo: r.linked_to ?? null,
    truckNumber: r.truck_number,
    trailerPlate: r.plate_number,
  }));
};

export const openLinkCountForTruck = async (db: Db, truckId: number): Promise<number> => {
  const row = await db
    .selectFrom('trailer_links')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('truck_id', '=', truckId)
    .where('linked_to', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const truckCountInArea = async (db: Db, areaId: number): Promise<number> => {
  const row = await db
    .selectFrom('trucks')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('area_id', '=', areaId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

export const insertOdometerReading = (
  db: Db,
  reading: { documentId: string; truckId: number; valueKm: number; isBreaking: boolean; source: string; now: string },
) =>
  db
    .insertInto('odometer_readings')
    .values({
      document_id: reading.documentId,
      created_at: reading.now,
      updated_at: reading.now,
      published_at: reading.now,
      truck_id: reading.truckId,
      value_km: reading.valueKm,
      read_at: reading.now,
      source: reading.source,
      // SQLite has no boolean binding; 0/1 is also valid boolean input for PostgreSQL.
      is_breaking: reading.isBreaking ? 1 : 0,
    })
    .execute();

/** id → documentId of rows in a content table, for announcing them. */
export const documentIdsOf = async (db: Db, table: 'tyre_sets' | 'trucks', ids: number[]): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'document_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), String(row.document_id)]));
};

/** The truck and trailer a link joins (its FKs, which the answered entry does not carry). */
export const linkEnds = (db: Db, linkId: number) =>
  db.selectFrom('trailer_links').select(['truck_id', 'trailer_id']).where('id', '=', linkId).executeTakeFirstOrThrow();

export const tyreSetRows = (db: Db, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('tyre_sets').selectAll().where('id', 'in', ids).execute();
