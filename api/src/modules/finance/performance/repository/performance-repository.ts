import { type Kysely, sql } from 'kysely';
import type { VehicleClass } from '@haulage/shared/contracts';
import { rememberedRows } from '../../../../content';
import type { Database } from '../../../../db/database';
import type { Reading } from '../model/odometer-delta';
import type { CustomerSums, TruckSums } from '../model/rows';

/** Completed real jobs only, as the jobs report counts them (never drafts or templates). */
const REPORT_STATUSES = ['completed', 'ready_to_invoice', 'invoiced'];

export interface PerformanceFilter {
  from: string;
  to: string;
  areaId?: number;
  vehicleClass?: VehicleClass;
}

const km = sql<number>`coalesce(j.km_actual, j.km_planned, 0)`;

// The office opens the same months again and again (every sort of a table is the same sums), so the
// report's reads are answered again while nothing was written since (ADR 8); a write is seen at once.

/**
 * The period's completed jobs summed per day and truck straight from the covering index, whose
 * order (planned_date, truck_id) needs no sort, then per truck with its name and area: far cheaper
 * than grouping every job by the truck's text columns (and a distinct count of days) in one pass.
 */
export const truckSums = async (db: Kysely<Database>, filter: PerformanceFilter): Promise<TruckSums[]> => {
  const days = db
    .selectFrom('jobs as j')
    .where('j.kind', '=', 'job')
    .where('j.status', 'in', REPORT_STATUSES)
    .where('j.planned_date', '>=', filter.from)
    .where('j.planned_date', '<=', filter.to)
    .$if(filter.vehicleClass !== undefined, (q) => q.where('j.vehicle_class', '=', filter.vehicleClass ?? 'truck'))
    .select([
      'j.planned_date',
      'j.truck_id',
      sql<number>`count(*)`.as('jobs'),
      sql<number>`coalesce(sum(j.price_total), 0)`.as('revenue'),
      sql<number>`sum(${km})`.as('km'),
      sql<number>`sum(coalesce(j.hours_actual, 0))`.as('hours'),
    ])
    .groupBy(['j.planned_date', 'j.truck_id']);
  const query = db
    .selectFrom(days.as('d'))
    .innerJoin('trucks as t', 't.id', 'd.truck_id')
    .leftJoin('areas as a', 'a.id', 't.area_id')
    .$if(filter.areaId !== undefined, (q) => q.where('t.area_id', '=', filter.areaId ?? 0))
    .select([
      't.id',
      't.document_id',
      't.truck_name',
      't.truck_number',
      't.vehicle_class',
      sql<string | null>`max(a.name)`.as('area_name'),
      sql<number>`sum(d.jobs)`.as('jobs'),
      sql<number>`sum(d.revenue)`.as('revenue'),
      sql<number>`sum(d.km)`.as('km'),
      sql<number>`sum(d.hours)`.as('hours'),
      sql<number>`count(*)`.as('days'),
    ])
    .groupBy(['t.id', 't.document_id', 't.truck_name', 't.truck_number', 't.vehicle_class']);
  const rows = await rememberedRows(db, query);
  return rows.map((r) => ({
    truckId: Number(r.id),
    truck: {
      documentId: r.document_id,
      truckName: r.truck_name,
      truckNumber: r.truck_number,
      vehicleClass: r.vehicle_class as VehicleClass,
      area: r.area_name,
    },
    jobs: Number(r.jobs),
    revenue: Number(r.revenue),
    km: Number(r.km),
    hours: Number(r.hours),
    daysUsed: Number(r.days),
  }));
};

/** How far back a start reading is looked for: trucks are read at least monthly in practice. */
const LOOKBACK_DAYS = 62;

/** The trucks' readings from a little before the period to its end, grouped per truck. */
export const readingsOf = async (db: Kysely<Database>, truckIds: number[], from: string, to: string): Promise<Map<number, Reading[]>> => {
  const byTruck = new Map<number, Reading[]>();
  if (truckIds.length === 0) return byTruck;
  const since = new Date(Date.parse(`${from}T00:00:00Z`) - LOOKBACK_DAYS * 86_400_000).toISOString();
  const query = db
    .selectFrom('odometer_readings')
    .select(['truck_id', 'value_km', 'read_at', 'is_breaking'])
    .where('truck_id', 'in', truckIds)
    .where('read_at', '>=', since)
    .where('read_at', '<', new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  const rows = await rememberedRows(db, query);
  for (const r of rows) {
    const list = byTruck.get(r.truck_id) ?? [];
    list.push({ valueKm: Number(r.value_km), readAt: r.read_at, isBreaking: Boolean(r.is_breaking) });
    byTruck.set(r.truck_id, list);
  }
  return byTruck;
};

/** One aggregate over this and the previous period, grouped by customer. */
export const customerSums = async (db: Kysely<Database>, filter: PerformanceFilter, previousFrom: string): Promise<CustomerSums[]> => {
  const current = sql`j.planned_date >= ${filter.from}`;
  const query = db
    .selectFrom('jobs as j')
    .innerJoin('customers as c', 'c.id', 'j.customer_id')
    .leftJoin('trucks as t', 't.id', 'j.truck_id')
    .where('j.kind', '=', 'job')
    .where('j.status', 'in', REPORT_STATUSES)
    .where('j.planned_date', '>=', previousFrom)
    .where('j.planned_date', '<=', filter.to)
    .$if(filter.areaId !== undefined, (q) => q.where('t.area_id', '=', filter.areaId ?? 0))
    .$if(filter.vehicleClass !== undefined, (q) => q.where('j.vehicle_class', '=', filter.vehicleClass ?? 'truck'))
    .select([
      'c.document_id',
      sql<string>`max(c.company_name)`.as('company_name'),
      sql<number>`sum(case when ${current} then 1 else 0 end)`.as('jobs'),
      sql<number>`coalesce(sum(case when ${current} then j.price_total else 0 end), 0)`.as('revenue'),
      sql<number>`sum(case when ${current} then ${km} else 0 end)`.as('km'),
      sql<number>`coalesce(sum(case when ${current} then 0 else j.price_total end), 0)`.as('previous'),
    ])
    .groupBy('c.document_id');
  const rows = await rememberedRows(db, query);
  return rows
    .filter((r) => Number(r.jobs) > 0)
    .map((r) => ({
      customer: { documentId: r.document_id, companyName: r.company_name },
      jobs: Number(r.jobs),
      revenue: Number(r.revenue),
      km: Number(r.km),
      previousRevenue: Number(r.previous),
    }));
};
