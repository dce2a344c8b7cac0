import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createContentService,
  type EntryData,
  mayReadType,
  paginationMeta,
  parsePageQuery,
  queryLimitsOf,
  viewerOf,
  windowOf,
} from '../../../content';
import { validationError } from '../../../http/errors';
import { driversType, trucksType } from '../content-types';
import { planningPage } from '../repository/planning-repository';
import { addTruckTyres } from '../services/tyre-decorations';

interface SortedQuery {
  filters?: { area?: { documentId?: unknown } };
}

/** Both `filters[area][documentId]=x` and `filters[area][documentId][$eq]=x` are accepted. */
const areaOf = (query: SortedQuery): string | undefined => {
  const raw = query.filters?.area?.documentId;
  const value = raw && typeof raw === 'object' ? (raw as { $eq?: unknown }).$eq : raw;
  if (value !== undefined && typeof value !== 'string')
    throw validationError('filters[area][documentId] must be a documentId', { key: 'area', source: 'query' });
  return value || undefined;
};

/** The page's trucks through the planner, for the viewer's rights: drivers only for those who may read them. */
const entriesOf = async (app: FastifyInstance, request: FastifyRequest, ids: number[]): Promise<EntryData[]> => {
  if (ids.length === 0) return [];
  const viewer = viewerOf(request);
  const populate = ['area', ...(mayReadType(viewer, driversType) ? ['drivers'] : [])];
  const service = createContentService(app.db, app.dialect, trucksType, queryLimitsOf(app.config));
  const { data } = await service.find(
    { filters: { id: { $in: ids.map(String) } }, populate, pagination: { pageSize: String(ids.length) } },
    viewer,
  );
  const position = new Map(ids.map((id, i) => [id, i]));
  return data.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
};

/**
 * GET /api/trucks/findSortedTruckByDrivers: the planning board's rows. Trucks not sold, grouped
 * by area name, the best-staffed first, then by name; drivers and area populated.
 */
export const registerSortedByDrivers = (app: FastifyInstance): void => {
  app.get(
    '/api/trucks/findSortedTruckByDrivers',
    {
      preHandler: app.authorize('trucks', 'read'),
      config: { openapi: { entry: trucksType, list: true } },
      schema: { summary: 'Trucks for planning, those with drivers first', tags: ['trucks'] },
    },
    async (request) => {
      const query = request.query as SortedQuery;
      const areaDocumentId = areaOf(query);
      // Pages like every list (the same parser and bounds), so a fleet of thousands never comes back in one answer.
      const plan = parsePageQuery(request.query, queryLimitsOf(app.config));
      const { ids, total } = await planningPage(app.db, app.dialect, { areaDocumentId, ...windowOf(plan) });
      const data = await entriesOf(app, request, ids);
      if (data.length > 0) await addTruckTyres(app.db, data);
      return { data, meta: { pagination: paginationMeta(plan, total) } };
    },
  );
};
