import type { FastifyInstance } from 'fastify';
import { createContentService, type EntryData, mayReadType, queryLimitsOf, viewerOf } from '../../../content';
import { validationError } from '../../../http/errors';
import { driversType, trucksType } from '../content-types';
import { addTruckTyres } from '../services/tyre-decorations';

interface SortedQuery {
  filters?: { area?: { documentId?: unknown } };
  pagination?: { page?: unknown; pageSize?: unknown };
}

/**
 * Pages like every list (a planning board asks for as many as it shows, up to the maximum), so
 * a fleet of thousands never comes back in one answer.
 */
const paging = (query: SortedQuery, defaultPageSize: number, maxPageSize: number) => {
  const { page = '1', pageSize = String(defaultPageSize) } = query.pagination ?? {};
  const [p, size] = [Number(page), Number(pageSize)];
  if (!Number.isInteger(p) || p < 1) throw validationError('pagination[page] must be a whole number from 1', { key: 'page', source: 'query' });
  if (!Number.isInteger(size) || size < 1 || size > maxPageSize) {
    throw validationError(`pagination[pageSize] must be a whole number from 1 to ${maxPageSize}`, { key: 'pageSize', source: 'query' });
  }
  return { page: p, pageSize: size };
};

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * GET /api/trucks/findSortedTruckByDrivers: the planning board's rows. Trucks not sold, grouped
 * by area name, the best-staffed first, then by name; drivers and area populated.
 */
export const registerSortedByDrivers = (app: FastifyInstance): void => {
  app.get('/api/trucks/findSortedTruckByDrivers', { preHandler: app.authorize('trucks', 'read') }, async (request) => {
    const rawArea = (request.query as SortedQuery).filters?.area?.documentId;
    // Both `filters[area][documentId]=x` and `filters[area][documentId][$eq]=x` are accepted.
    const areaFilter = rawArea && typeof rawArea === 'object' ? (rawArea as { $eq?: unknown }).$eq : rawArea;
    if (areaFilter !== undefined && typeof areaFilter !== 'string') {
      throw validationError('filters[area][documentId] must be a documentId', { key: 'area', source: 'query' });
    }
    let query = app.db
      .selectFrom('trucks as t')
      .leftJoin('areas as a', 'a.id', 't.area_id')
      .select((eb) => [
        't.id',
        't.truck_name',
        'a.name as area_name',
        eb.selectFrom('trucks_drivers as td').whereRef('td.truck_id', '=', 't.id').select(eb.fn.countAll().as('n')).as('driver_count'),
      ])
      .where('t.truck_status', '!=', 'sold');
    if (areaFilter) query = query.where('a.document_id', '=', areaFilter);
    const rows = await query.execute();
    // Sorted here rather than in SQL so the order is the same code-point order on both databases.
    rows.sort(
      (x, y) =>
        (x.area_name == null ? 1 : 0) - (y.area_name == null ? 1 : 0) ||
        byCodePoint(String(x.area_name ?? ''), String(y.area_name ?? '')) ||
        Number(y.driver_count) - Number(x.driver_count) ||
        byCodePoint(String(x.truck_name), String(y.truck_name)) ||
        Number(x.id) - Number(y.id),
    );
    const { page, pageSize } = paging(request.query as SortedQuery, app.config.defaultPageSize, app.config.maxPageSize);
    const pageRows = rows.slice((page - 1) * pageSize, page * pageSize);
    const service = createContentService(app.db, app.dialect, trucksType, queryLimitsOf(app.config));
    const viewer = viewerOf(request);
    const position = new Map(pageRows.map((r, i) => [Number(r.id), i]));
    const data: EntryData[] = [];
    for (let start = 0; start < pageRows.length; start += 500) {
      const ids = pageRows.slice(start, start + 500).map((r) => Number(r.id));
      // The viewer's own rights decide what is populated: drivers only for those who may read them.
      const page = await service.find({ filters: { id: { $in: ids.map(String) } }, populate: ['area', ...(mayReadType(viewer, driversType) ? ['drivers'] : [])], pagination: { pageSize: String(ids.length) } }, viewer);
      data.push(...page.data);
    }
    data.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    if (data.length > 0) await addTruckTyres(app.db, data);
    const pagination = { page, pageSize, pageCount: Math.ceil(rows.length / pageSize), total: rows.length };
    return { data, meta: { pagination } };
  });
};
