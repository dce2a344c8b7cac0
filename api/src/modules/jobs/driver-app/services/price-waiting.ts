import type { VehicleClass } from '@haulage/shared/contracts';
import type { DriverAppHost } from './driver-host';
import type { Kysely } from 'kysely';
import { createContentService } from '../../../../content';
import type { Database } from '../../../../db/database';
import { createPricingService } from '../../../customers/index';
import { jobOperationsType } from '../../content-types';
import { priceOperation } from '../../model/job-rating';
import type { findOwnJob } from './driver-action';

type Db = Kysely<Database>;
type JobRow = Awaited<ReturnType<typeof findOwnJob>>;

/**
 * Waiting at a stop, priced by the customer's agreement: within its free time it costs nothing and
 * becomes no line; past it, a `waiting_time` operation. A later report at the same stop replaces the
 * earlier line (the wait has only grown), so a stop is charged once.
 */
export const priceWaiting = async (trx: Db, app: DriverAppHost, job: JobRow, stopId: number, minutes: number): Promise<number | null> => {
  const pricing = createPricingService(trx, app.dialect);
  const agreement = await pricing.agreementFor(job.customer_id, job.planned_date ?? undefined);
  const hours = Math.round((minutes / 60) * 100) / 100;
  const priced = priceOperation(
    { type: 'waiting_time', quantity: hours },
    job.vehicle_class as VehicleClass,
    agreement,
    await pricing.genericModel(),
  );
  const operations = createContentService(trx, app.dialect, jobOperationsType);
  const earlier = await trx
    .selectFrom('job_problems')
    .select(['id', 'operation_id'])
    .where('stop_id', '=', stopId)
    .where('operation_id', 'is not', null)
    .execute();
  for (const row of earlier) {
    await operations.delete(Number(row.operation_id));
    await trx.updateTable('job_problems').set({ operation_id: null }).where('id', '=', row.id).execute();
  }
  if (priced.amount <= 0) return null;
  return operations.insertRow({
    job: Number(job.id),
    type: 'waiting_time',
    description: priced.description,
    wording: priced.wording,
    quantity: priced.quantity,
    unit: priced.unit,
    unitPrice: priced.unitPrice,
    amount: priced.amount,
    source: priced.source,
  });
};
