import { VEHICLE_CLASSES, type VehicleClass } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { parsePageNumbers } from '../../../../content';
import { validationError } from '../../../../http/errors';
import type { PerformanceFilter } from '../repository/performance-repository';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 366;
const MAX_PAGE_SIZE = 1000;

type Query = Record<string, unknown>;

const date = (query: Query, key: 'from' | 'to'): string => {
  const value = query[key];
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw validationError(`${key} must be a date (YYYY-MM-DD)`, { key, source: 'query' });
  return value;
};

/** from/to (required, at most a year), area (documentId or id), vehicleClass and the page. */
export const performanceQuery = async (
  db: Kysely<Database>,
  raw: unknown,
): Promise<PerformanceFilter & { page: number; pageSize: number }> => {
  const query = (raw ?? {}) as Query;
  const from = date(query, 'from');
  const to = date(query, 'to');
  if (to < from) throw validationError('to cannot be before from', { key: 'to', source: 'query' });
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_DAYS)
    throw validationError(`The range is at most ${MAX_DAYS} days`, { key: 'to', source: 'query' });
  const filter: PerformanceFilter & { page: number; pageSize: number } = {
    from,
    to,
    ...parsePageNumbers(query, { defaultPageSize: 20, maxPageSize: MAX_PAGE_SIZE }),
  };
  if (query.vehicleClass !== undefined) {
    if (!VEHICLE_CLASSES.includes(query.vehicleClass as VehicleClass))
      throw validationError(`vehicleClass must be one of: ${VEHICLE_CLASSES.join(', ')}`, { key: 'vehicleClass', source: 'query' });
    filter.vehicleClass = query.vehicleClass as VehicleClass;
  }
  if (query.area !== undefined) {
    const ref = query.area;
    if (typeof ref !== 'string' || ref.length === 0 || ref.length > 40)
      throw validationError('area must be an area documentId or id', { key: 'area', source: 'query' });
    const area = await db
      .selectFrom('areas')
      .select('id')
      .where(/^\d{1,9}$/.test(ref) ? 'id' : 'document_id', '=', /^\d{1,9}$/.test(ref) ? Number(ref) : ref)
      .executeTakeFirst();
    if (!area) throw validationError('area is not a known area', { key: 'area', source: 'query' });
    filter.areaId = area.id;
  }
  return filter;
};
