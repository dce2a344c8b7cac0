import {
  type JobStatus,
  type JobStopInput,
  officeToday,
  type OperationType,
  storedLineWording,
  type VehicleClass,
} from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import { createContentService, type Dialect } from '../../../content';
import type { Database } from '../../../db/database';
import type { RequestUser } from '../../../ports';
import { createPricingService } from '../../customers/index';
import { jobStatusHistoryType, jobStopsType } from '../content-types';
import { isRated } from '../model/job-status';
import { type OperationCharge, priceJob } from '../model/job-rating';
import { destinationPlace, findJobRow, operationRowsOf, setJobPrice, stopIdsOf, stopsOf } from '../repository/jobs-repository';

type Db = Kysely<Database>;

/** Replaces a job's stops, in sequence order (given, else as listed), each with its place for search. */
export const writeStops = async (trx: Db, dialect: Dialect, jobId: number, stops: JobStopInput[]): Promise<void> => {
  const service = createContentService(trx, dialect, jobStopsType);
  for (const id of await stopIdsOf(trx, jobId)) await service.delete(id);
  const ordered = stops.map((stop, index) => ({ ...stop, sequence: stop.sequence ?? index + 1 })).sort((a, b) => a.sequence - b.sequence);
  for (const stop of ordered) {
    const place = stop.destination == null ? null : await destinationPlace(trx, stop.destination);
    await service.create({ ...stop, job: jobId, place });
  }
};

const operationCharges = async (trx: Db, jobId: number): Promise<OperationCharge[]> =>
  (await operationRowsOf(trx, jobId)).map((row) => ({
    type: row.type as OperationType,
    description: row.description,
    // Extra work priced before wordings were stored: read back from its Swedish text.
    wording: storedLineWording(row),
    quantity: Number(row.quantity ?? 0),
    unit: row.unit ?? 'job',
    unitPrice: Number(row.unit_price ?? 0),
    amount: Number(row.amount ?? 0),
    source: row.source === 'agreement' ? 'agreement' : 'manual',
  }));

/**
 * Re-rates a job from its customer's agreement while it is live (open → in progress), and once
 * more when it is completed (with its actuals); after that the snapshot stands (domain model B2).
 */
export const settleJob = async (trx: Db, dialect: Dialect, jobId: number, completing = false): Promise<void> => {
  const row = await findJobRow(trx, jobId);
  if (!row || (!completing && !isRated(row.status as JobStatus, row.kind))) return;
  const pricing = createPricingService(trx, dialect);
  const agreement = await pricing.agreementFor(row.customer_id, row.planned_date ?? officeToday());
  const stops = (await stopsOf(trx, [jobId])).get(jobId) ?? [];
  const job = {
    vehicleClass: row.vehicle_class as VehicleClass,
    kmPlanned: row.km_planned,
    kmActual: row.km_actual,
    hoursActual: row.hours_actual,
    stops,
  };
  await setJobPrice(trx, jobId, priceJob(job, agreement, await pricing.genericModel(), await operationCharges(trx, jobId)));
};

export interface Actor {
  id: number | null;
  name: string | null;
}

/** The signed-in user of a request (a hook's or command's `ctx.request`) as the actor of a write. */
export const actorOf = (request: { user: RequestUser }): Actor => ({
  id: Number(request.user.id),
  name: request.user.name || request.user.email,
});

/** One row per move: who, when, from what, to what and why. */
export const recordStatusMove = async (
  trx: Db,
  dialect: Dialect,
  move: { jobId: number; from: string | null; to: string; reason?: string | null; actor: Actor; at: string },
) => {
  await createContentService(trx, dialect, jobStatusHistoryType).insertRow({
    job: move.jobId,
    fromStatus: move.from,
    toStatus: move.to,
    reason: move.reason ?? null,
    userId: move.actor.id,
    userName: move.actor.name,
    at: move.at,
  });
};
