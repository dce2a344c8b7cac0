import {
  adrDescription,
  type DriverRun,
  type DriverRunItem,
  type DriverRunJob,
  type DriverRunStop,
  type StopType,
} from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { type StopWithPlaceRow, stopsWithPlaces } from '../../repository/stops-repository';
import { findTruckBrief, type RunJobRow, runJobs, runProofs, runTrips } from '../repository/run-repository';

const iso = (value: string | null): string | null => (value ? new Date(value).toISOString() : null);
const num = (value: unknown): number | null => (value == null ? null : Number(value));

const jobOf = (row: RunJobRow): DriverRunJob => ({
  id: Number(row.id),
  documentId: row.document_id,
  jobNumber: Number(row.job_number),
  status: row.status as DriverRunJob['status'],
  customerName: row.company_name ?? null,
  goodsDescription: row.goods_description,
  weightKg: num(row.weight_kg),
  pallets: num(row.pallets),
  adr: Boolean(row.adr),
  adrLine: row.adr ? adrDescription({ unNumber: row.un_number, adrClass: row.adr_class, packingGroup: row.packing_group }) : null,
  notesDriver: row.notes_driver,
  contactName: row.contact_first_name ? `${row.contact_first_name} ${row.contact_last_name ?? ''}`.trim() : null,
  contactPhone: row.contact_phone ?? null,
});

/** The first planned time of a list of stops, for ordering the day; unplanned last. */
const firstTime = (stops: DriverRunStop[]): string => stops.map((s) => s.plannedFrom ?? s.plannedTo).find((t) => !!t) ?? '9999';

/**
 * GET /api/driver/run: the driver's day. A trip's stops in the trip's order, other jobs with their
 * own stops; items by their first planned time. Only what the road needs leaves: no prices, no
 * other drivers, no identity numbers, the customer by name only.
 */
export const readRun = async (
  db: Kysely<Database>,
  driver: { id: number; documentId: string; name: string },
  date: string,
): Promise<DriverRun> => {
  const jobs = await runJobs(db, driver.id, date);
  const jobIds = jobs.map((job) => Number(job.id));
  const [stopRows, proofRows] = await Promise.all([stopsWithPlaces(db, jobIds), runProofs(db, jobIds)]);
  const jobById = new Map(jobs.map((job) => [Number(job.id), jobOf(job)]));
  const toStop = (row: StopWithPlaceRow): DriverRunStop => ({
    id: Number(row.id),
    documentId: row.document_id,
    sequence: Number(row.sequence),
    type: row.type as StopType,
    placeName: row.destination_name ?? row.place,
    address: row.address ?? null,
    postcode: row.postcode ?? null,
    city: row.city ?? null,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    plannedFrom: iso(row.planned_from),
    plannedTo: iso(row.planned_to),
    arrivedAt: iso(row.arrived_at),
    departedAt: iso(row.departed_at),
    job: jobById.get(Number(row.job_id))!,
    proofs: proofRows
      .filter((proof) => Number(proof.stop_id) === Number(row.id))
      .map((proof) => ({
        documentId: proof.document_id,
        signedBy: proof.signed_by,
        at: iso(proof.at)!,
        photoCount: (JSON.parse(proof.photo_file_ids) as unknown[]).length,
      })),
  });
  const stops = new Map(stopRows.map((row) => [Number(row.id), toStop(row)]));
  const tripIds = [
    ...new Set(
      jobs
        .map((job) => job.trip_id)
        .filter((id): id is number => id != null)
        .map(Number),
    ),
  ];
  const { trips, order } = await runTrips(db, tripIds);
  const items: DriverRunItem[] = trips.map((trip) => ({
    kind: 'trip',
    id: Number(trip.id),
    documentId: trip.document_id,
    tripNumber: Number(trip.trip_number),
    stops: order
      .filter((o) => Number(o.trip_id) === Number(trip.id))
      .map((o) => stops.get(Number(o.job_stop_id)))
      .filter((s): s is DriverRunStop => !!s),
  }));
  for (const job of jobs.filter((j) => j.trip_id == null)) {
    const own = [...stops.values()].filter((s) => s.job.id === Number(job.id));
    items.push({ kind: 'job', id: Number(job.id), documentId: job.document_id, jobNumber: Number(job.job_number), stops: own });
  }
  items.sort((a, b) => firstTime(a.stops).localeCompare(firstTime(b.stops)) || a.id - b.id);
  const truckId = jobs.find((job) => job.truck_id != null)?.truck_id;
  const truck = truckId == null ? undefined : await findTruckBrief(db, Number(truckId));
  return {
    date,
    driver,
    truck: truck
      ? {
          id: Number(truck.id),
          documentId: truck.document_id,
          truckName: truck.truck_name,
          registrationPlateNumber: truck.registration_plate_number,
        }
      : null,
    items,
  };
};
