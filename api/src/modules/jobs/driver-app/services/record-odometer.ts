import { type DriverOdometerInput, officeToday } from '@haulage/shared/contracts';
import { createId } from '@paralleldrive/cuid2';
import type { DriverAppHost } from './driver-host';
import { recordRoadReading } from '../../../fleet/index';
import { byRef } from '../../repository/jobs-repository';
import { applyOnce, type DriverContext, refusedField } from './driver-action';

export interface OdometerAnswer {
  truck: string;
  km: number;
  kind: string;
  at: string;
  /** Below the truck's odometer: kept in its history, flagged for the office, not applied. */
  flagged: boolean;
}

/** The truck of a reading: the one named, else the first planned for the driver that day. */
const truckOf = async (app: DriverAppHost, driver: DriverContext, ref: string | number | null | undefined, date: string) => {
  if (ref != null) {
    const [column, value] = byRef(ref);
    const truck = await app.db.selectFrom('trucks').select(['id', 'document_id']).where(column, '=', value).executeTakeFirst();
    if (!truck) throw refusedField('truck', 'The truck does not exist');
    return truck;
  }
  const planned = await app.db
    .selectFrom('jobs')
    .innerJoin('trucks', 'trucks.id', 'jobs.truck_id')
    .select(['trucks.id', 'trucks.document_id'])
    .where('jobs.driver_id', '=', driver.driverId)
    .where('jobs.planned_date', '=', date)
    .orderBy('jobs.id')
    .executeTakeFirst();
  if (!planned) throw refusedField('truck', 'No truck is planned for you that day: choose the truck');
  return planned;
};

/** POST /api/driver/odometer: the start or end of the driver's day, into the truck's odometer history. */
export const recordOdometer = async (app: DriverAppHost, driver: DriverContext, input: DriverOdometerInput) => {
  const at = new Date(input.at).toISOString();
  const date = officeToday(new Date(at));
  const truck = await truckOf(app, driver, input.truck, date);
  const { answer, replayed } = await applyOnce<OdometerAnswer>(app, driver, input.clientId, 'odometer', async (trx) => {
    const outcome = await recordRoadReading(trx, Number(truck.id), input.km, at);
    const now = new Date().toISOString();
    await trx
      .insertInto('driver_day_readings')
      .values({
        document_id: createId(),
        driver_id: driver.driverId,
        truck_id: Number(truck.id),
        date,
        kind: input.kind,
        km: input.km,
        at,
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .execute();
    return { truck: truck.document_id, km: input.km, kind: input.kind, at, flagged: outcome.isBreaking };
  });
  if (!replayed) app.publish('odometer-readings', 'created', { truck: answer.truck });
  return answer;
};
