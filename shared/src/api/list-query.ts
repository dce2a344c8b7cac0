/**
 * The typed list-query builder: the only place that knows Strapi's query-string form.
 * `sort[0]=field:order`, `pagination[page|pageSize|withCount]`, a `$containsi` match OR-ed over
 * the searched fields (dotted names become nested keys), a status `$eq` unless 'all', extra
 * filters, populate and fields.
 */
export const DEFAULT_PAGE_SIZE = 20;

export type SortOrder = 'asc' | 'desc';

export interface SortSpec {
  field: string;
  order: SortOrder;
}

/** A nested Strapi filter/populate object, e.g. `{ area: { id: { $eq: 3 } } }`. */
export type QueryObject = { [key: string]: QueryValue };
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | QueryObject;

export interface ListQueryParams {
  page?: number;
  /** Defaults to 20, the product's page size. */
  pageSize?: number;
  sort?: SortSpec[];
  /**
   * What the user typed. Without `fields` it is sent as `_q`, the server's search of the resource
   * (every word, case, accents and separators folded: ADR 13). With `fields`, a case-insensitive
   * contains over those fields; dotted fields reach relations ("area.name").
   */
  search?: { term: string; fields?: string[] };
  /** Equality on one field, skipped when the value is 'all' (or empty). */
  status?: { field: string; value: string | number | boolean | null | undefined };
  filters?: QueryObject;
  /** `'*'`, a list of relations, or a Strapi populate object. */
  populate?: string | string[] | QueryObject;
  fields?: string[];
}

const nest = (path: string, leaf: QueryValue): QueryObject =>
  path.split('.').reduceRight<QueryValue>((inner, key) => ({ [key]: inner }), leaf) as QueryObject;

const flatten = (prefix: string, value: QueryValue, into: [string, string][]): void => {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(`${prefix}[${index}]`, item, into));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(`${prefix}[${key}]`, item, into);
  } else {
    into.push([prefix, value === null ? 'null' : String(value)]);
  }
};

const buildFilters = (params: ListQueryParams): QueryObject => {
  const filters: QueryObject = {};
  const term = params.search?.term.trim();
  if (term && params.search?.fields?.length) {
    const or = params.search.fields.map((field) => nest(field, { $containsi: term }));
    // A caller's own $or must not be overwritten by the search: both must hold.
    if (params.filters?.$or) filters.$and = [{ $or: or }, { $or: params.filters.$or }];
    else filters.$or = or;
  }
  const status = params.status;
  if (status && status.value !== 'all' && status.value !== '' && status.value !== undefined) {
    Object.assign(filters, nest(status.field, { $eq: status.value }));
  }
  for (const [key, value] of Object.entries(params.filters ?? {})) {
    if (key === '$or' && filters.$and) continue;
    const existing = filters[key];
    filters[key] =
      existing && typeof existing === 'object' && value && typeof value === 'object' && !Array.isArray(value)
        ? { ...(existing as QueryObject), ...value }
        : value;
  }
  return filters;
};

/** The ordered key/value pairs of the list query, unencoded. */
export const listQueryEntries = (params: ListQueryParams = {}): [string, string][] => {
  const entries: [string, string][] = [];
  (params.sort ?? []).forEach(({ field, order }, index) => entries.push([`sort[${index}]`, `${field}:${order}`]));
  entries.push(['pagination[page]', String(params.page ?? 1)]);
  entries.push(['pagination[pageSize]', String(params.pageSize ?? DEFAULT_PAGE_SIZE)]);
  entries.push(['pagination[withCount]', 'true']);
  flatten('filters', buildFilters(params), entries);
  const typed = params.search?.term.trim();
  if (typed && !params.search?.fields?.length) entries.push(['_q', typed]);
  if (typeof params.populate === 'string') entries.push(['populate', params.populate]);
  else if (params.populate) flatten('populate', params.populate, entries);
  if (params.fields) flatten('fields', params.fields, entries);
  return entries;
};

/** The list query as a flat params object (keys in bracket form, values unencoded). */
export const listQueryParams = (params: ListQueryParams = {}): Record<string, string> => Object.fromEntries(listQueryEntries(params));

// Brackets, colons, dollars and commas stay readable (as axios leaves them); everything else is encoded.
const encode = (text: string): string =>
  encodeURIComponent(text).replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',');

/** The list query string, without the leading `?`. */
export const buildListQuery = (params: ListQueryParams = {}): string =>
  listQueryEntries(params)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
