import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { goodsDetailsOf } from '../../repository/goods-columns';
import type { TemplateJob } from '../model/occurrence-job';
import '../db/tables';

type Db = Kysely<Database>;

export type ScheduleRow = Awaited<ReturnType<typeof scheduleRows>>[number];

/** Active schedules (one, or all), in id order: every run takes their occurrence keys in one order. */
export const scheduleRows = (db: Db, scheduleId?: number) => {
  let query = db.selectFrom('recurring_schedules').selectAll().where('status', '=', 'active');
  if (scheduleId !== undefined) query = query.where('id', '=', scheduleId);
  return query.orderBy('id').execute();
};

export const findScheduleRow = (db: Db, id: number) =>
  db.selectFrom('recurring_schedules').selectAll().where('id', '=', id).executeTakeFirst();

/** The template's own columns and stops, in order. */
export const templateOf = async (db: Db, jobId: number): Promise<TemplateJob | null> => {
  const job = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (!job) return null;
  const stops = await db
    .selectFrom('job_stops')
    .select(['sequence', 'type', 'destination_id', 'planned_from', 'planned_to'])
    .where('job_id', '=', jobId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  return {
    customerId: Number(job.customer_id),
    contactId: job.contact_id == null ? null : Number(job.contact_id),
    customerReference: job.customer_reference,
    goodsDescription: job.goods_description,
    weightKg: job.weight_kg == null ? null : Number(job.weight_kg),
    pallets: job.pallets == null ? null : Number(job.pallets),
    adr: Boolean(job.adr),
    ...goodsDetailsOf(job),
    vehicleClass: job.vehicle_class,
    kmPlanned: job.km_planned == null ? null : Number(job.km_planned),
    notesInternal: job.notes_internal,
    notesDriver: job.notes_driver,
    plannedDate: job.planned_date,
    stops: stops.map((stop) => ({
      sequence: Number(stop.sequence),
      type: stop.type,
      destinationId: stop.destination_id == null ? null : Number(stop.destination_id),
      plannedFrom: stop.planned_from,
      plannedTo: stop.planned_to,
    })),
  };
};

/**
 * Inserts the occurrence unless its (schedule, date) key exists: the id when this call made it,
 * null when a run before (or beside) it did. On PostgreSQL a concurrent insert of the same key
 * waits for the other transaction and then inserts nothing.
 */
export const claimOccurrence = async (
  db: Db,
  row: { scheduleId: number; date: string; plannedDate: string | null; status: string; reason: string | null; now: string },
): Promise<number | null> => {
  const inserted = await db
    .insertInto('recurring_occurrences')
    .values({
      schedule_id: row.scheduleId,
      occurrence_date: row.date,
      planned_date: row.plannedDate,
      status: row.status,
      reason: row.reason,
      created_at: row.now,
    })
    .onConflict((conflict) => conflict.columns(['schedule_id', 'occurrence_date']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : null;
};

export const linkOccurrence = (db: Db, id: number, jobId: number) =>
  db.updateTable('recurring_occurrences').set({ status: 'generated', job_id: jobId }).where('id', '=', id).execute();

export const stampMaterialized = (db: Db, scheduleId: number, now: string) =>
  db.updateTable('recurring_schedules').set({ last_materialized_at: now }).where('id', '=', scheduleId).execute();

/** A schedule's occurrences in a range, with their jobs. */
export const occurrencesOf = (db: Db, scheduleId: number, from: string, to: string) =>
  db
    .selectFrom('recurring_occurrences as o')
    .leftJoin('jobs as j', 'j.id', 'o.job_id')
    .select([
      'o.id',
      'o.occurrence_date',
      'o.planned_date',
      'o.status',
      'o.reason',
      'j.document_id',
      'j.job_number',
      'j.status as job_status',
    ])
    .where('o.schedule_id', '=', scheduleId)
    .where('o.occurrence_date', '>=', from)
    .where('o.occurrence_date', '<=', to)
    .orderBy('o.occurrence_date')
    .execute();

/**
 * Future occurrences an edit may redo: not yet made, or made into a job that is still open and on
 * no truck. Skipped and cancelled ones, and jobs someone has planned or deleted, stay as they are.
 */
export const redoableOccurrences = (db: Db, scheduleId: number, from: string) =>
  db
    .selectFrom('recurring_occurrences as o')
    .leftJoin('jobs as j', 'j.id', 'o.job_id')
    .select(['o.id', 'o.job_id'])
    .where('o.schedule_id', '=', scheduleId)
    .where('o.occurrence_date', '>=', from)
    .where((eb) =>
      eb.or([
        eb('o.status', '=', 'scheduled'),
        eb.and([eb('o.status', '=', 'generated'), eb('j.status', '=', 'open'), eb('j.truck_id', 'is', null)]),
      ]),
    )
    .execute();

export const deleteOccurrences = (db: Db, ids: number[]) =>
  ids.length === 0 ? Promise.resolve() : db.deleteFrom('recurring_occurrences').where('id', 'in', ids).execute();

export const setScheduleStatus = (db: Db, id: number, values: { status: string; ends_on?: string | null; updated_at: string }) =>
  db.updateTable('recurring_schedules').set(values).where('id', '=', id).execute();

/** One day of a schedule as stored, with its job (null when the day was never claimed). */
export const occurrenceOn = (db: Db, scheduleId: number, date: string) =>
  db
    .selectFrom('recurring_occurrences as o')
    .leftJoin('jobs as j', 'j.id', 'o.job_id')
    .select(['o.id', 'o.status', 'o.job_id', 'j.id as live_job_id', 'j.job_number', 'j.status as job_status'])
    .where('o.schedule_id', '=', scheduleId)
    .where('o.occurrence_date', '=', date)
    .executeTakeFirst();

/** A claimed day marked skipped: it stays claimed, so it is never made again. */
export const markSkipped = (db: Db, id: number, reason: string) =>
  db.updateTable('recurring_occurrences').set({ status: 'skipped', planned_date: null, reason }).where('id', '=', id).execute();
