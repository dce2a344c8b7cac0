import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import '../db/tables';

type Db = Kysely<Database>;

/** The jobs a driver's run shows: planned for them that day, from planned to completed. */
export const RUN_STATUSES = ['planned', 'dispatched', 'in_progress', 'completed'];

/** The driver record a signed-in driver user is, or undefined. */
export const findUserDriver = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .innerJoin('drivers', 'drivers.id', 'users.driver_id')
    .select(['drivers.id', 'drivers.document_id', 'drivers.first_name', 'drivers.last_name', 'drivers.phone_number'])
    .where('users.id', '=', userId)
    .executeTakeFirst();

/** The driver's jobs of the day, with the customer's name and the site contact only. */
export const runJobs = (db: Db, driverId: number, date: string) =>
  db
    .selectFrom('jobs')
    .leftJoin('customers', 'customers.id', 'jobs.customer_id')
    .leftJoin('customer_contacts', 'customer_contacts.id', 'jobs.contact_id')
    .select([
      'jobs.id',
      'jobs.document_id',
      'jobs.job_number',
      'jobs.status',
      'jobs.truck_id',
      'jobs.trip_id',
      'jobs.goods_description',
      'jobs.weight_kg',
      'jobs.pallets',
      'jobs.adr',
      'jobs.un_number',
      'jobs.adr_class',
      'jobs.packing_group',
      'jobs.notes_driver',
      'customers.company_name',
      'customer_contacts.first_name as contact_first_name',
      'customer_contacts.last_name as contact_last_name',
      'customer_contacts.phone_number as contact_phone',
    ])
    .where('jobs.driver_id', '=', driverId)
    .where('jobs.planned_date', '=', date)
    .where('jobs.kind', '=', 'job')
    .where('jobs.status', 'in', RUN_STATUSES)
    .orderBy('jobs.id')
    .execute();

export type RunJobRow = Awaited<ReturnType<typeof runJobs>>[number];

/** The trips of the jobs, with their stops' order. */
export const runTrips = async (db: Db, tripIds: number[]) => {
  if (tripIds.length === 0) return { trips: [], order: [] };
  const trips = await db
    .selectFrom('trips')
    .select(['id', 'document_id', 'trip_number'])
    .where('id', 'in', tripIds)
    .orderBy('id')
    .execute();
  const order = await db
    .selectFrom('trip_stops')
    .select(['trip_id', 'job_stop_id', 'sequence'])
    .where('trip_id', 'in', tripIds)
    .orderBy('trip_id')
    .orderBy('sequence')
    .execute();
  return { trips, order };
};

export const runProofs = (db: Db, jobIds: number[]) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('job_proofs')
        .select(['document_id', 'stop_id', 'signed_by', 'at', 'photo_file_ids'])
        .where('job_id', 'in', jobIds)
        .orderBy('id')
        .execute();

export const findTruckBrief = (db: Db, truckId: number) =>
  db
    .selectFrom('trucks')
    .select(['id', 'document_id', 'truck_name', 'registration_plate_number'])
    .where('id', '=', truckId)
    .executeTakeFirst();
