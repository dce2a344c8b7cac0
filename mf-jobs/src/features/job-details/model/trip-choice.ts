import { TRIP_MAX_JOBS, type Trip } from '@haulage/shared/contracts';

/** The trips a job may join: still planned or dispatched (as the API allows) and not yet full. */
export const joinableTrips = (trips: readonly Trip[]): Trip[] =>
  trips.filter((trip) => (trip.status === 'planned' || trip.status === 'dispatched') && trip.jobCount < TRIP_MAX_JOBS);

/** "Trip 12 · Volvo FH16 750 (101) · 3 jobs": which trip, on which truck, how big. */
export const tripChoiceLabel = (trip: Trip): string =>
  [`Trip ${trip.tripNumber}`, trip.truck ? `${trip.truck.truckName} (${trip.truck.truckNumber})` : null, `${trip.jobCount} jobs`]
    .filter(Boolean)
    .join(' · ');
