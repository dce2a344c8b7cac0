import { type ContentType, isScalar, columnOf } from '../content-type';
import { type Viewer, mayReadAttribute, mayReadType } from '../access';
import { forbidden, invalidKey } from '../../http/errors';
import { DEFAULT_READ_BOUNDS } from './bounds';
import { isPlainObject } from './field-resolver';
import { searchWords } from '../search/fold';
import { pageAliasesOf } from './page-window';
import { parseFields } from './parse-fields';
import { parseFilters } from './parse-filters';
import { parsePagination } from './parse-pagination';
import { parsePopulate } from './parse-populate';
import { parseSort } from './parse-sort';
import type { FilterNode, ListPlan, PopulatePlan, QueryLimits } from './plan';

/** Strapi's strictParams list; `status`, `locale` & co. are accepted and have no effect here. */
const ALLOWED = new Set([
  'filters',
  'sort',
  'fields',
  'populate',
  'status',
  'locale',
  'page',
  'pageSize',
  'start',
  'limit',
  '_q',
  'publicationFilter',
  'hasPublishedVersion',
  'pagination',
  'count',
  'ordering',
]);

const checkKeys = (query: Record<string, unknown>): void => {
  for (const key of Object.keys(query)) {
    if (!ALLOWED.has(key)) throw invalidKey(key, key);
  }
};

/** Every word of the search, folded, found in the stored search text (content/search). */
const storedSearch = (table: string, words: string[]): FilterNode | null =>
  words.length === 0 ? null : { kind: 'and', children: words.map((word) => ({ kind: 'search', table, word })) };

/**
 * `_q`: what an office worker types. Content types that declare `search` match every word
 * folded (case, accents, separators) in their stored search text; others fall back to a
 * case-insensitive contains over the text attributes this viewer may read.
 */
const searchFilter = (contentType: ContentType, term: unknown, viewer: Viewer): FilterNode | null => {
  if (term === undefined || term === null || term === '') return null;
  if (typeof term !== 'string') throw invalidKey('_q', '_q');
  if (contentType.search?.length) return storedSearch(contentType.table, searchWords(term));
  const children: FilterNode[] = [];
  for (const [name, attribute] of Object.entries(contentType.attributes)) {
    if (
      isScalar(attribute) &&
      !attribute.private &&
      mayReadAttribute(viewer, attribute) &&
      ['string', 'text', 'email', 'enumeration'].includes(attribute.type)
    ) {
      children.push({ kind: 'cond', column: columnOf(name, attribute), type: attribute.type, op: '$containsi', value: term });
    }
  }
  return children.length > 0 ? { kind: 'or', children } : null;
};

/** Reading the content type itself is checked here too, so the planner never answers more than the matrix allows. */
const assertReadable = (contentType: ContentType, viewer: Viewer): void => {
  if (!mayReadType(viewer, contentType)) throw forbidden();
};

export const parseListQuery = (contentType: ContentType, query: unknown, limits: QueryLimits, viewer: Viewer): ListPlan => {
  assertReadable(contentType, viewer);
  const params = isPlainObject(query) ? query : {};
  checkKeys(params);
  const relationDepth = limits.relationDepth ?? DEFAULT_READ_BOUNDS.relationDepth;
  const filters = parseFilters(contentType, params.filters, viewer, relationDepth);
  const search = searchFilter(contentType, params._q, viewer);
  return {
    filters: filters && search ? { kind: 'and', children: [filters, search] } : (filters ?? search),
    sort: parseSort(contentType, params.sort, viewer),
    fields: parseFields(contentType, params.fields, viewer),
    populate: parsePopulate(contentType, params.populate, viewer, limits.populateDepth ?? DEFAULT_READ_BOUNDS.populateDepth),
    pagination: parsePagination(params.pagination, pageAliasesOf(params), limits),
  };
};

export interface ReadPlan {
  fields: string[] | null;
  populate: PopulatePlan;
}

/** Single-entry reads and write answers honour `fields` and `populate`. */
export const parseReadQuery = (contentType: ContentType, query: unknown, viewer: Viewer, limits: Partial<QueryLimits> = {}): ReadPlan => {
  assertReadable(contentType, viewer);
  const params = isPlainObject(query) ? query : {};
  checkKeys(params);
  return {
    fields: parseFields(contentType, params.fields, viewer),
    populate: parsePopulate(contentType, params.populate, viewer, limits.populateDepth ?? DEFAULT_READ_BOUNDS.populateDepth),
  };
};
