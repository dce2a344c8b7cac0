import type { FileOwner } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import {
  createContentService,
  filesContentType,
  type FilterNode,
  isPlainObject,
  listVersion,
  parseListQuery,
  queryLimitsOf,
  type Viewer,
} from '../../../content';
import { validationError } from '../../../http/errors';
import { visibleFilesFilter } from '../services/file-visibility';
import { ownerFilter, ownersOf } from '../services/media-owners';

const IMAGE: FilterNode = { kind: 'cond', column: 'mime', type: 'string', op: '$startsWith', value: 'image/' };

/** `filters[kind]=image|document`: a document is anything that is not an image. */
const kindFilter = (raw: unknown): FilterNode => {
  if (raw === 'image') return IMAGE;
  if (raw === 'document') return { kind: 'not', child: IMAGE };
  throw validationError('Invalid filters[kind]: expected image or document', { key: 'kind', source: 'query', param: 'filters' });
};

// Newest first, and within one upload in the order the files were sent.
const NEWEST_FIRST = ['createdAt:desc', 'id:desc'];

/**
 * The engine parses everything Strapi knows; `owner` and `kind` are the gallery's own filters, and
 * every query keeps to the files the viewer may know of.
 */
const splitQuery = (query: unknown, viewer: Viewer) => {
  const params = isPlainObject(query) ? { ...query } : {};
  const visible = visibleFilesFilter(viewer);
  const extra: FilterNode[] = visible ? [visible] : [];
  if (isPlainObject(params.filters)) {
    const { owner, kind, ...rest } = params.filters;
    if (owner !== undefined) extra.push(ownerFilter(owner, viewer));
    if (kind !== undefined) extra.push(kindFilter(kind));
    params.filters = rest;
  }
  if (params.sort === undefined) params.sort = NEWEST_FIRST;
  return { params, extra };
};

const findFiles = async (app: FastifyInstance, query: unknown, viewer: Viewer) => {
  const { params, extra } = splitQuery(query, viewer);
  const limits = queryLimitsOf(app.config);
  const plan = parseListQuery(filesContentType, params, limits, viewer);
  const filters = [plan.filters, ...extra].filter((node): node is FilterNode => node !== null);
  plan.filters = filters.length === 0 ? null : filters.length === 1 ? filters[0]! : { kind: 'and', children: filters };
  const version = await listVersion(app.db, app.dialect);
  return createContentService(app.db, app.dialect, filesContentType, limits).findPlan(plan, version);
};

/** Whether the gallery lists this file to the viewer: reading one file by id keeps to the list's rule (else 404). */
export const isListedTo = async (app: FastifyInstance, fileId: number, viewer: Viewer): Promise<boolean> => {
  if (!visibleFilesFilter(viewer)) return true;
  const query = { filters: { id: { $eq: String(fileId) } }, pagination: { pageSize: '1', withCount: 'false' } };
  return (await findFiles(app, query, viewer)).data.length === 1;
};

export type ListedFile = Record<string, unknown> & { id: number; owners: FileOwner[] };

/**
 * `GET /api/upload/files`: Strapi's paging, filters, sort and `_q` through the content engine,
 * plus the owners each file has that the viewer may read (one query for the whole page).
 */
export const listFiles = async (app: FastifyInstance, query: unknown, viewer: Viewer) => {
  const result = await findFiles(app, query, viewer);
  const owners = await ownersOf(
    app.db,
    result.data.map((file) => file.id),
    viewer,
  );
  const data: ListedFile[] = result.data.map((file) => ({ ...file, owners: owners.get(file.id) ?? [] }));
  return { data, meta: result.meta };
};
