import { TRIP_ESTIMATE_SOURCES } from '@haulage/shared/contracts';
import { type ContentType, registerContentType } from '../../../content';

/**
 * A trip: jobs combined for one truck, driver and day. Its `status` and `revenue` are not stored:
 * they follow its jobs and are added to every answer (services/trip-hooks.ts).
 */
export const tripsType = registerContentType({
  uid: 'trips',
  singularName: 'trip',
  table: 'trips',
  attributes: {
    tripNumber: { type: 'integer', readOnly: true, label: 'trip number' },
    date: { type: 'date' },
    truck: { type: 'relation', relation: 'manyToOne', target: 'trucks', column: 'truck_id' },
    driver: { type: 'relation', relation: 'manyToOne', target: 'drivers', column: 'driver_id' },
    jobs: { type: 'relation', relation: 'oneToMany', target: 'jobs', mappedBy: 'trip' },
    stops: { type: 'relation', relation: 'oneToMany', target: 'trip-stops', mappedBy: 'trip' },
    kmEstimate: { type: 'float', readOnly: true },
    minutesEstimate: { type: 'integer', readOnly: true },
    estimateSource: { type: 'enumeration', enum: TRIP_ESTIMATE_SOURCES, readOnly: true },
  },
  aliases: { trip_number: 'tripNumber' },
} satisfies ContentType);

/** Written by the trip's create and reorder; read through `populate=stops`. */
export const tripStopsType = registerContentType({
  uid: 'trip-stops',
  resource: 'trips',
  table: 'trip_stops',
  attributes: {
    trip: { type: 'relation', relation: 'manyToOne', target: 'trips', column: 'trip_id' },
    sequence: { type: 'integer' },
    job: { type: 'relation', relation: 'manyToOne', target: 'jobs', column: 'job_id' },
    jobStop: { type: 'relation', relation: 'manyToOne', target: 'job-stops', column: 'job_stop_id' },
  },
} satisfies ContentType);
