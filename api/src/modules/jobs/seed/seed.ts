import { createId } from '@paralleldrive/cuid2';
import { officeToday, type PriceAgreement, type VehicleClass } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import { asDynamic, createContentService, dialectOf, fillSearchText, toColumn } from '../../../content';
import type { Database } from '../../../db/database';
import { createPricingService } from '../../customers/index';
import { destinationsType } from '../content-types';
import { gazetteerGeocoder } from '../geocoding/gazetteer';
import { priceJob } from '../model/job-rating';
import { truckDefaults } from '../repository/assign-repository';
import { areaIdByName } from '../repository/destinations-repository';
import { takeJobNumbers } from '../repository/jobs-repository';
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

const entryColumns = (stamp: string) => ({ document_id: createId(), created_at: stamp, updated_at: stamp, published_at: stamp });
const at = (date: string, hour: number): string => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * Believable work on an empty jobs table: completed jobs (km, hours, prices) from the first of the
 * previous month, today half planned, the coming week open. Deterministic, so demos match; 150–300
 * jobs. Written as the write path leaves them (defaults, stops with their place, the job number
 * series moved on, each job priced once from its final values by its customer's agreement, search
 * text) but in a few batched inserts: one job at a time through the write path took ~50 statements
 * each, seconds on every fresh start and far more on PostgreSQL or a loaded machine.
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
    const destinations: { id: number; place: string; area: string | null }[] = [];
    for (const [name, address, postcode, city] of DEMO_DESTINATIONS) {
      const hit = (await gazetteerGeocoder.geocode({ city }))!;
      const area = (await areaIdByName(trx, hit.depot!)) ?? null;
      const { id } = await places.create({
        name,
        address,
        postcode,
        city,
        country: 'SE',
        latitude: hit.latitude,
        longitude: hit.longitude,
        area,
      });
      destinations.push({ id, place: [name, city].filter(Boolean).join(', '), area: area === null ? null : hit.depot! });
    }
    const pricing = createPricingService(trx, dialect);
    const generic = await pricing.genericModel();
    const agreements = new Map<string, Promise<PriceAgreement | null>>();
    const agreementFor = (customer: number, date: string) => {
      const key = `${customer} ${date}`;
      if (!agreements.has(key)) agreements.set(key, pricing.agreementFor(customer, date));
      return agreements.get(key)!;
    };
    const drivers = new Map<number, Promise<number | null>>();
    const driverOf = (truck: number) => {
      if (!drivers.has(truck))
        drivers.set(
          truck,
          truckDefaults(trx, truck).then((defaults) => defaults.driverId),
        );
      return drivers.get(truck)!;
    };
    // Written now, as the write path stamps entries (`now` is the demo's today).
    const stamp = new Date().toISOString();
    const jobs: Record<string, unknown>[] = [];
    const stops: Record<string, unknown>[][] = [];
    let n = 0;
    for (let day = -daysSincePreviousMonthStarted(today); day <= 7; day += 1) {
      const date = addDays(today, day);
      // Weekends stay empty, except today: whoever opens the demo on a Saturday finds a board to plan.
      if (day !== 0 && [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
      for (let k = 0; k < 6; k += 1, n += 1) {
        const truck = trucks[(((n + day * 3) % trucks.length) + trucks.length) % trucks.length]!;
        const [from, to] = [destinations[n % destinations.length]!, destinations[(n * 7 + 3) % destinations.length]!];
        const km = 40 + ((n * 37) % 380);
        const plan = day < 0 || (day === 0 && k % 2 === 0);
        const done = day < 0;
        const customer = Number(customers[(n * 5) % customers.length]!.id);
        const jobStops = [
          { type: 'pickup', destination: from, plannedFrom: at(date, 6 + (k % 3) * 3), plannedTo: at(date, 7 + (k % 3) * 3) },
          { type: 'delivery', destination: to, plannedFrom: at(date, 8 + (k % 3) * 3), plannedTo: at(date, 9 + (k % 3) * 3) },
        ];
        const actuals = done ? { kmActual: km + (n % 23), hoursActual: Math.round((km / 65 + 1.5) * 4) / 4 } : null;
        const price = priceJob(
          {
            vehicleClass: truck.vehicle_class as VehicleClass,
            kmPlanned: km,
            kmActual: actuals?.kmActual ?? null,
            hoursActual: actuals?.hoursActual ?? null,
            stops: jobStops.map((stop) => ({ ...stop, jobId: 0, area: stop.destination.area })),
          },
          await agreementFor(customer, date),
          generic,
          [],
        );
        jobs.push({
          ...entryColumns(stamp),
          kind: 'job',
          status: done ? 'completed' : plan ? 'planned' : 'open',
          customer_id: customer,
          customer_reference: `PO-${20_000 + n}`,
          goods_description: DEMO_GOODS[n % DEMO_GOODS.length],
          weight_kg: 2_000 + ((n * 1_337) % 22_000),
          pallets: 4 + (n % 30),
          adr: toColumn('boolean', n % 17 === 0, dialect === 'sqlite'),
          // ADR goods name their UN number and class (dangerous-goods rule): diesel's, UN 1202, 3, III.
          un_number: n % 17 === 0 ? '1202' : null,
          adr_class: n % 17 === 0 ? '3' : null,
          packing_group: n % 17 === 0 ? 'III' : null,
          vehicle_class: truck.vehicle_class,
          truck_id: plan ? truck.id : null,
          driver_id: plan ? await driverOf(Number(truck.id)) : null,
          planned_date: date,
          km_planned: km,
          km_actual: actuals?.kmActual ?? null,
          hours_actual: actuals?.hoursActual ?? null,
          price_total: price.priceTotal,
          currency: price.currency,
          charges: JSON.stringify(price.charges),
          confirmation_status: 'not_sent',
          dispatched_at: done ? at(date, 5) : null,
          started_at: done ? at(date, 6) : null,
          completed_at: done ? at(date, 16) : null,
        });
        stops.push(
          jobStops.map((stop, index) => ({
            ...entryColumns(stamp),
            sequence: index + 1,
            type: stop.type,
            destination_id: stop.destination.id,
            place: stop.destination.place,
            planned_from: stop.plannedFrom,
            planned_to: stop.plannedTo,
          })),
        );
      }
    }
    const first = await takeJobNumbers(trx, jobs.length);
    const ids = await asDynamic(trx)
      .insertInto('jobs')
      .values(jobs.map((job, index) => ({ ...job, job_number: first + index })))
      .returning('id')
      .execute();
    await asDynamic(trx)
      .insertInto('job_stops')
      .values(ids.flatMap((row, index) => stops[index]!.map((stop) => ({ ...stop, job_id: row.id }))))
      .execute();
  });
  await fillSearchText(db);
  return true;
};
