import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

type Db = Kysely<Database>;

/**
 * The stops of jobs with their destinations' place (name, address, country, coordinates), job
 * after job in each job's sequence: what the consignment note prints and the driver's run shows.
 */
export const stopsWithPlaces = (db: Db, jobIds: number[]) =>
  jobIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('job_stops')
        .leftJoin('destinations', 'destinations.id', 'job_stops.destination_id')
        .select([
          'job_stops.id',
          'job_stops.document_id',
          'job_stops.job_id',
          'job_stops.sequence',
          'job_stops.type',
          'job_stops.place',
          'job_stops.planned_from',
          'job_stops.planned_to',
          'job_stops.arrived_at',
          'job_stops.departed_at',
          'destinations.name as destination_name',
          'destinations.address',
          'destinations.postcode',
          'destinations.city',
          'destinations.country',
          'destinations.latitude',
          'destinations.longitude',
        ])
        .where('job_stops.job_id', 'in', jobIds)
        .orderBy('job_stops.job_id')
        .orderBy('job_stops.sequence')
        .orderBy('job_stops.id')
        .execute();

export type StopWithPlaceRow = Awaited<ReturnType<typeof stopsWithPlaces>>[number];
