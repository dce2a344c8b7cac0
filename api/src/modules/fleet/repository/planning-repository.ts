import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../../content';
import type { Database } from '../../../db/database';

export interface PlanningPage {
  ids: number[];
  total: number;
}

/**
 * One page of the planning board's trucks, ordered and paged in SQL: area name in code-point
 * order with trucks without an area last, most drivers first, then truck name, then id. SQLite
 * compares text by bytes (UTF-8 byte order is code-point order); PostgreSQL needs `collate "C"`
 * for the same order, so both databases page identically. `count(*) over ()` answers the total
 * with the page; only a page past the end needs a second query to learn it.
 */
export const planningPage = async (
  db: Kysely<Database>,
  dialect: Dialect,
  options: { areaDocumentId?: string; limit: number; offset: number },
): Promise<PlanningPage> => {
  const collate = dialect === 'postgres' ? sql` collate "C"` : sql``;
  const area = options.areaDocumentId === undefined ? sql`` : sql` and a.document_id = ${options.areaDocumentId}`;
  const from = sql`from trucks t
    left join areas a on a.id = t.area_id
    left join (select truck_id, count(*) as n from trucks_drivers group by truck_id) d on d.truck_id = t.id
    where t.truck_status <> 'sold'${area}`;
  const { rows } = await sql<{ id: number; total: number | string }>`select t.id, count(*) over () as total ${from}
    order by case when a.name is null then 1 else 0 end, a.name${collate}, coalesce(d.n, 0) desc, t.truck_name${collate}, t.id
    limit ${options.limit} offset ${options.offset}`.execute(db);
  if (rows.length > 0) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0]!.total) };
  const counted = await sql<{ total: number | string }>`select count(*) as total ${from}`.execute(db);
  return { ids: [], total: Number(counted.rows[0]?.total ?? 0) };
};
