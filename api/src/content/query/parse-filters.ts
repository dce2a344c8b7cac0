import { type ContentType, type ScalarType, columnOf, isToOne } from '../content-type';
import type { Viewer } from '../access';
import { invalidKey, validationError } from '../../http/errors';
import { castValue, parseBoolean } from './cast';
import { inStoredUnits } from './stored-units';
import { DEFAULT_READ_BOUNDS } from './bounds';
import { type ResolvedField, asList, isPlainObject, resolveField } from './field-resolver';
import { FILTER_OPERATORS, type FilterNode, type FilterOperator } from './plan';

const OPERATORS = new Set<string>(FILTER_OPERATORS);
const LIKE_OPERATORS = new Set<string>([
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$contains',
  '$containsi',
  '$notContains',
  '$notContainsi',
]);

const and = (children: FilterNode[]): FilterNode | null =>
  children.length === 0 ? null : children.length === 1 ? children[0]! : { kind: 'and', children };

const badValue = (key: string, expected: string) =>
  validationError(`Invalid value at ${key}: expected ${expected}`, { key, source: 'query', param: 'filters' });

/** Casts an operator's argument: lists for $in/$between, booleans for $null, strings for LIKE. */
const operatorNode = (column: string, type: ScalarType, op: FilterOperator, raw: unknown, key: string): FilterNode => {
  if (op === '$null' || op === '$notNull') {
    if (typeof raw === 'object' && raw !== null) throw badValue(key, 'a boolean');
    return { kind: 'cond', column, type, op, value: parseBoolean(raw) ?? Boolean(raw) };
  }
  if (op === '$in' || op === '$notIn' || op === '$between') {
    const list = raw === null || typeof raw !== 'object' ? [raw] : asList(raw);
    if (!list) throw badValue(key, 'a list');
    if (op === '$between' && list.length !== 2) throw badValue(key, 'a list of two values');
    return { kind: 'cond', column, type, op, value: list.map((v) => castValue(type, v, key)) };
  }
  if ((op === '$eq' || op === '$ne') && Array.isArray(raw)) {
    return operatorNode(column, type, op === '$eq' ? '$in' : '$notIn', raw, key);
  }
  if (LIKE_OPERATORS.has(op)) {
    if (typeof raw !== 'string') throw badValue(key, 'a text');
    return { kind: 'cond', column, type, op, value: raw };
  }
  if (op === '$eqi' || op === '$nei') {
    if (raw === null) return { kind: 'cond', column, type, op: op === '$eqi' ? '$eq' : '$ne', value: null };
    if (typeof raw === 'object') throw badValue(key, 'a single value');
    return { kind: 'cond', column, type, op, value: String(raw) };
  }
  return { kind: 'cond', column, type, op, value: castValue(type, raw, key) };
};

/** `filters[field]…`: implicit $eq, a list means $in, an object holds operators and $not. */
const parseFieldFilter = (column: string, type: ScalarType, value: unknown, path: string): FilterNode | null => {
  if (Array.isArray(value)) return operatorNode(column, type, '$in', value, path);
  if (!isPlainObject(value)) return operatorNode(column, type, '$eq', value, path);
  const children: FilterNode[] = [];
  for (const [key, argument] of Object.entries(value)) {
    if (key === '$not') {
      const inner = parseFieldFilter(column, type, argument, path);
      if (inner) children.push({ kind: 'not', child: inner });
    } else if (key === '$and' || key === '$or') {
      const list = asList(argument);
      if (!list) throw invalidKey(key, 'filters', path);
      const parts = list.map((item) => parseFieldFilter(column, type, item, path)).filter((n): n is FilterNode => n !== null);
      if (parts.length > 0) children.push({ kind: key === '$and' ? 'and' : 'or', children: parts });
    } else if (OPERATORS.has(key)) {
      children.push(operatorNode(column, type, key as FilterOperator, argument, path));
    } else {
      throw invalidKey(key, 'filters', path);
    }
  }
  return and(children);
};

const parseRelationFilter = (
  field: Extract<ResolvedField, { kind: 'relation' }>,
  value: unknown,
  path: string,
  scope: Scope,
  hops: number,
): FilterNode | null => {
  const { name, attribute, target } = field;
  if (hops > scope.relationDepth) {
    throw validationError(`Invalid filters: ${path} passes through more than ${scope.relationDepth} relations`, {
      key: path,
      source: 'query',
      param: 'filters',
    });
  }
  const wrap = (where: FilterNode | null): FilterNode | null => (where ? { kind: 'relation', name, attribute, target, where } : null);
  if (!isPlainObject(value)) return wrap(parseFieldFilter('id', 'integer', value, path));
  const fieldKeys: Record<string, unknown> = {};
  const children: FilterNode[] = [];
  for (const [key, argument] of Object.entries(value)) {
    if (OPERATORS.has(key)) {
      // Operators straight on a to-one relation test its FK (so `$null` finds entries without one).
      const node = isToOne(attribute)
        ? parseFieldFilter(columnOf(name, attribute), 'integer', { [key]: argument }, path)
        : wrap(parseFieldFilter('id', 'integer', { [key]: argument }, path));
      if (node) children.push(node);
    } else fieldKeys[key] = argument;
  }
  const nested = wrap(parseFilterObject(target, fieldKeys, path, scope, hops));
  if (nested) children.push(nested);
  return and(children);
};

/** One filter object: fields (possibly through relations) and logical operators, ANDed. */
const parseFilterObject = (contentType: ContentType, value: unknown, path: string, scope: Scope, hops: number): FilterNode | null => {
  if (Array.isArray(value)) {
    return and(value.map((item) => parseFilterObject(contentType, item, path, scope, hops)).filter((n): n is FilterNode => n !== null));
  }
  if (!isPlainObject(value))
    throw validationError(`Invalid filters${path ? ` at ${path}` : ''}`, { key: path || 'filters', source: 'query', param: 'filters' });
  const children: FilterNode[] = [];
  for (const [key, argument] of Object.entries(value)) {
    if (key === '$and' || key === '$or') {
      const list = asList(argument);
      if (!list) throw invalidKey(key, 'filters', path || null);
      const parts = list.map((item) => parseFilterObject(contentType, item, path, scope, hops)).filter((n): n is FilterNode => n !== null);
      if (parts.length > 0) children.push({ kind: key === '$and' ? 'and' : 'or', children: parts });
      continue;
    }
    if (key === '$not') {
      const inner = parseFilterObject(contentType, argument, path, scope, hops);
      if (inner) children.push({ kind: 'not', child: inner });
      continue;
    }
    const field = key.startsWith('$') ? null : resolveField(contentType, key, scope.viewer);
    if (!field) throw invalidKey(key, 'filters', path || null);
    const fieldPath = path ? `${path}.${key}` : key;
    const node =
      field.kind === 'scalar'
        ? inStoredUnits(parseFieldFilter(field.column, field.type, argument, fieldPath), field.decimals, fieldPath)
        : parseRelationFilter(field, argument, fieldPath, scope, hops + 1);
    if (node) children.push(node);
  }
  return and(children);
};

/** What every step of one filter parse shares: who reads, and how many relations a path may cross. */
interface Scope {
  viewer: Viewer;
  relationDepth: number;
}

/** A relation or field the viewer may not read is an invalid key here, at any depth. */
export const parseFilters = (
  contentType: ContentType,
  value: unknown,
  viewer: Viewer,
  relationDepth = DEFAULT_READ_BOUNDS.relationDepth,
): FilterNode | null => (value === undefined ? null : parseFilterObject(contentType, value, '', { viewer, relationDepth }, 0));
