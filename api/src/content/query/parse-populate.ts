import { type ContentType, isScalar } from '../content-type';
import type { Viewer } from '../access';
import { invalidKey, validationError } from '../../http/errors';
import { parseBoolean } from './cast';
import { attributeNameOf, isPlainObject, resolveField, visibleScalarNames } from './field-resolver';
import { parseFields } from './parse-fields';
import { parseFilters } from './parse-filters';
import { parseSort } from './parse-sort';
import type { PopulateItem, PopulatePlan } from './plan';

const OPTION_KEYS = new Set(['fields', 'filters', 'sort', 'populate', 'count']);

/** What every step of one populate parse shares: who reads, and how deep it may go. */
interface Scope {
  viewer: Viewer;
  maxDepth: number;
}

const tooDeep = (scope: Scope, path: string) =>
  validationError(`Invalid populate: ${path} is nested deeper than ${scope.maxDepth} levels`, {
    key: path,
    source: 'query',
    param: 'populate',
  });

const join = (path: string | null, key: string): string => (path ? `${path}.${key}` : key);

const newItem = (contentType: ContentType, key: string, path: string | null, scope: Scope, depth: number): PopulateItem => {
  const field = resolveField(contentType, key, scope.viewer);
  if (!field || field.kind !== 'relation') throw invalidKey(key, 'populate', path);
  if (depth > scope.maxDepth) throw tooDeep(scope, join(path, key));
  const fields = visibleScalarNames(field.target, scope.viewer);
  return { attribute: field.attribute, target: field.target, count: false, fields, filters: null, sort: [], populate: {} };
};

/** The plan's own item for a relation (never an inherited property such as `toString`). */
const itemFor = (
  contentType: ContentType,
  plan: PopulatePlan,
  key: string,
  path: string | null,
  scope: Scope,
  depth: number,
): PopulateItem => {
  const name = attributeNameOf(contentType, key);
  if (!Object.hasOwn(plan, name)) plan[name] = newItem(contentType, key, path, scope, depth);
  return plan[name]!;
};

/** Every relation and media attribute this viewer may read, one level deep (`populate=*`). */
const addEverything = (contentType: ContentType, plan: PopulatePlan, path: string | null, scope: Scope, depth: number): void => {
  for (const [name, attribute] of Object.entries(contentType.attributes)) {
    if (isScalar(attribute) || attribute.private || Object.hasOwn(plan, name)) continue;
    if (resolveField(contentType, name, scope.viewer)) plan[name] = newItem(contentType, name, path, scope, depth);
  }
};

/** `area.trucks.drivers` adds nested items. */
const addPath = (
  contentType: ContentType,
  plan: PopulatePlan,
  segments: string[],
  path: string | null,
  scope: Scope,
  depth: number,
): void => {
  const [head, ...rest] = segments;
  if (!head) return;
  if (head === '*') {
    addEverything(contentType, plan, path, scope, depth);
    return;
  }
  const item = itemFor(contentType, plan, head, path, scope, depth);
  if (rest.length > 0) addPath(item.target, item.populate, rest, join(path, head), scope, depth + 1);
};

const applyOptions = (item: PopulateItem, options: Record<string, unknown>, path: string, scope: Scope, depth: number): void => {
  for (const [key, value] of Object.entries(options)) {
    if (!OPTION_KEYS.has(key)) throw invalidKey(key, 'populate', path);
    if (key === 'fields') item.fields = parseFields(item.target, value, scope.viewer, path);
    else if (key === 'filters') item.filters = parseFilters(item.target, value, scope.viewer);
    else if (key === 'sort') item.sort = parseSort(item.target, value, scope.viewer);
    else if (key === 'count') item.count = parseBoolean(value) === true;
    else mergeInto(item.target, item.populate, value, path, scope, depth + 1);
  }
};

const mergeInto = (
  contentType: ContentType,
  plan: PopulatePlan,
  value: unknown,
  path: string | null,
  scope: Scope,
  depth: number,
): void => {
  if (value === undefined || value === null) return;
  if (typeof value === 'string') {
    for (const part of value
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean))
      addPath(contentType, plan, part.split('.'), path, scope, depth);
    return;
  }
  if (Array.isArray(value)) {
    for (const entry of value) mergeInto(contentType, plan, entry, path, scope, depth);
    return;
  }
  if (!isPlainObject(value)) throw invalidKey('populate', 'populate', path);
  for (const [key, option] of Object.entries(value)) {
    const flag = typeof option === 'boolean' || typeof option === 'string' ? parseBoolean(option) : undefined;
    if (flag === false) {
      if (!resolveField(contentType, key, scope.viewer)) throw invalidKey(key, 'populate', path);
      continue;
    }
    if (key === '*' && flag === true) {
      addEverything(contentType, plan, path, scope, depth);
      continue;
    }
    const item = itemFor(contentType, plan, key, path, scope, depth);
    if (isPlainObject(option)) applyOptions(item, option, join(path, key), scope, depth);
    else if (flag !== true) throw invalidKey(key, 'populate', path);
  }
};

/**
 * All of Strapi's populate forms: `*`, names, comma lists, arrays, dotted paths, objects. A
 * relation the viewer may not read is an invalid key when named and left out of `*`.
 */
export const parsePopulate = (contentType: ContentType, value: unknown, viewer: Viewer, maxDepth: number): PopulatePlan => {
  const plan: PopulatePlan = {};
  mergeInto(contentType, plan, value, null, { viewer, maxDepth }, 1);
  return plan;
};
