import { type ContentType, columnOf, isToOne } from '../content-type';
import type { Viewer } from '../access';
import { invalidKey, validationError } from '../../http/errors';
import { isPlainObject, resolveField } from './field-resolver';
import type { SortHop, SortItem } from './plan';

const ORDERS: Record<string, 'asc' | 'desc'> = { asc: 'asc', desc: 'desc', ASC: 'asc', DESC: 'desc' };

const parseOrder = (value: unknown): 'asc' | 'desc' => {
  const order = typeof value === 'string' ? ORDERS[value] : undefined;
  if (!order) throw validationError('Invalid order. order can only be one of asc|desc|ASC|DESC', { source: 'query', param: 'sort' });
  return order;
};

/** Resolves `area.name` through to-one relations down to a scalar column. */
const resolvePath = (contentType: ContentType, segments: string[], order: 'asc' | 'desc', viewer: Viewer): SortItem => {
  const hops: SortHop[] = [];
  let current = contentType;
  for (let i = 0; i < segments.length; i += 1) {
    const key = segments[i]!;
    const field = resolveField(current, key, viewer);
    const last = i === segments.length - 1;
    if (!field) throw invalidKey(key, 'sort', i > 0 ? segments.slice(0, i).join('.') : null);
    if (field.kind === 'scalar') {
      if (!last) throw invalidKey(segments[i + 1]!, 'sort', segments.slice(0, i + 1).join('.'));
      return { hops, column: field.column, type: field.type, order };
    }
    // Sorting through a to-many relation has no single value per entry.
    if (last || !isToOne(field.attribute)) throw invalidKey(key, 'sort', i > 0 ? segments.slice(0, i).join('.') : null);
    hops.push({ fkColumn: columnOf(field.name, field.attribute), table: field.target.table });
    current = field.target;
  }
  throw invalidKey('', 'sort');
};

const parseSortString = (contentType: ContentType, text: string, viewer: Viewer): SortItem[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [path = '', order = 'asc'] = part.split(':');
      return resolvePath(contentType, path.split('.'), parseOrder(order), viewer);
    });

/** `{area: {name: 'desc'}}` → area.name desc. */
const parseSortObject = (contentType: ContentType, value: Record<string, unknown>, prefix: string[], viewer: Viewer): SortItem[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    isPlainObject(inner)
      ? parseSortObject(contentType, inner, [...prefix, key], viewer)
      : [resolvePath(contentType, [...prefix, key], parseOrder(inner), viewer)],
  );

/** Every form Strapi accepts: `a:desc`, `a,b:desc`, `sort[0]=…`, objects, arrays of objects. */
export const parseSort = (contentType: ContentType, value: unknown, viewer: Viewer): SortItem[] => {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return parseSortString(contentType, value, viewer);
  if (Array.isArray(value)) return value.flatMap((item) => parseSort(contentType, item, viewer));
  if (isPlainObject(value)) return parseSortObject(contentType, value, [], viewer);
  throw invalidKey('sort', 'sort');
};
