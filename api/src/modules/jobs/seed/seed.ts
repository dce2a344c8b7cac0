import { officeToday } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import { createContentService, dialectOf } from '../../../content';
import type { Database } from '../../../db/database';
import { destinationsType, jobsType } from '../content-types';
import { gazetteerGeocoder } from '../geocoding/gazetteer';
import { areaIdByName } from '../repository/destinations-repository';
import { truckDefaults } from '../repository/assign-repository';
import { createJobIn } from '../services/job-hooks';
import { settleJob } from '../services/job-writer';
import { DEMO_DESTINATIONS, DEMO_GOODS } from './demo-places';

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/**
 * Days from today back to the first of the previous month: finance's pages open on the previous
 * month (invoicing, performance, pay), so the demo has completed work there whatever today is.
 */
export const daysSincePreviousMonthStarted = (today: string): number => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = Date.UTC(year, month - 2, 1);
  return Math.round((Date.parse(`${today}T00:00:00Z`) - start) / 86_400_000);
};

const at = (date: string, hour: number): string => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * Believable work on an empty jobs table: completed jobs (km, hours, prices) from the first of the
 * previous month, today half planned, the coming week open. Deterministic, so demos match; 150–300
 * jobs.
 */
export const seedJobs = async (db: Kysely<Database>, now = new Date()): Promise<boolean> => {
  if (await db.selectFrom('jobs').select('id').limit(1).executeTakeFirst()) return false;
  const customers = await db.selectFrom('customers').select('id').where('customer_status', '=', 'active').orderBy('id').execute();
  const trucks = await db
    .selectFrom('trucks')
    .select(['id', 'vehicle_class'])
    .where('truck_status', '=', 'available')
    .orderBy('id')
    .execute();
  if (customers.length === 0 || trucks.length === 0) return false;
  const today = officeToday(now);
  await db.transaction().execute(async (trx) => {
    const dialect = dialectOf(trx);
    const places = createContentService(trx, dialect, destinationsType);
    const destinationIds: number[] = [];
    for (const [name, address, postcode, city] of DEMO_DESTINATIONS) {
      const hit = (await gazetteerGeocoder.geocode({ city }))!;
      destinationIds.push(
        (
          await places.create({
            name,
            address,
            postcode,
            city,
            country: 'SE',
            latitude: hit.latitude,
            longitude: hit.longitude,
            area: (await areaIdByName(trx, hit.depot!)) ?? null,
          })
        ).id,
      );
    }
    const service = createContentService(trx, dialect, jobsType);
    let n = 0;
    for (let day = -daysSincePreviousMonthStarted(today); day <= 7; day += 1) {
      const date = addDays(today, day);
      if ([0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
      for (let k = 0; k < 6; k += 1, n += 1) {
        const truck = trucks[(((n + day * 3) % trucks.length) + trucks.length) % trucks.length]!;
        const [from, to] = [destinationIds[n % destinationIds.length]!, destinationIds[(n * 7 + 3) % destinationIds.length]!];
        const km = 40 + ((n * 37) % 380);
        const { id } = await createJobIn(
          { trx, dialect, service },
          {
            customer: customers[(n * 5) % customers.length]!.id,
            customerReference: `PO-${20_000 + n}`,
            goodsDescription: DEMO_GOODS[n % DEMO_GOODS.length],
            weightKg: 2_000 + ((n * 1_337) % 22_000),
            pallets: 4 + (n % 30),
            adr: n % 17 === 0,
            vehicleClass: truck.vehicle_class,
            kmPlanned: km,
            plannedDate: date,
            stops: [
              { type: 'pickup', destination: from, plannedFrom: at(date, 6 + (k % 3) * 3), plannedTo: at(date, 7 + (k % 3) * 3) },
              { type: 'delivery', destination: to, plannedFrom: at(date, 8 + (k % 3) * 3), plannedTo: at(date, 9 + (k % 3) * 3) },
            ],
          },
        );
        const plan = day < 0 || (day === 0 && k % 2 === 0);
        if (!plan) continue;
        const { driverId } = await truckDefaults(trx, truck.id);
        const done = day < 0;
        await service.update(id, {
          truck: truck.id,
          driver: driverId,
          status: done ? 'completed' : 'planned',
          ...(done
            ? {
                kmActual: km + (n % 23),
                hoursActual: Math.round((km / 65 + 1.5) * 4) / 4,
                dispatchedAt: at(date, 5),
                startedAt: at(date, 6),
                completedAt: at(date, 16),
              }
            : {}),
        });
        await settleJob(trx, dialect, id, done);
      }
    }
  });
  return true;
};
