import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { REPORT_STATUSES } from '../model/job-status';
import type { ReportJob } from '../model/report';

/** Completed real jobs (never drafts or templates) planned in the range, with what they group by. */
export const reportJobs = async (db: Kysely<Database>, from: string, to: string): Promise<ReportJob[]> => {
  const rows = await db
    .selectFrom('jobs as j')
    .innerJoin('customers as c', 'c.id', 'j.customer_id')
    .leftJoin('trucks as t', 't.id', 'j.truck_id')
    .leftJoin('areas as a', 'a.id', 't.area_id')
    .leftJoin('drivers as d', 'd.id', 'j.driver_id')
    .select([
      'j.planned_date',
      'j.completed_at',
      'j.km_actual',
      'j.km_planned',
      'j.hours_actual',
      'j.price_total',
      'c.company_name',
      't.truck_name',
      'a.name as area_name',
      'd.first_name',
      'd.last_name',
    ])
    .where('j.kind', '=', 'job')
    .where('j.status', 'in', [...REPORT_STATUSES])
    .where('j.planned_date', '>=', from)
    .where('j.planned_date', '<=', to)
    .orderBy('j.planned_date')
    .orderBy('j.id')
    .execute();
  return rows.map((row) => ({
    date: row.planned_date ?? String(row.completed_at).slice(0, 10),
    truck: row.truck_name,
    driver: row.first_name ? `${row.first_name} ${row.last_name}` : null,
    customer: row.company_name,
    area: row.area_name,
    km: Number(row.km_actual ?? row.km_planned ?? 0),
    hours: Number(row.hours_actual ?? 0),
    revenue: Number(row.price_total ?? 0),
  }));
};
