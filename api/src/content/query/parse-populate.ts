import { type ContentType, isScalar } from '../content-type';
import { getContentType } from '../registry';
import { invalidKey } from '../../http/errors';
import { parseBoolean } from './cast';
import { isPlainObject, resolveField } from './field-resolver';
import { parseFields } from './parse-fields';
import { parseFilters } from './parse-filters';
import { parseSort } from './parse-sort';
import type { PopulateItem, PopulatePlan } from './plan';

const OPTION_KEYS = new Set(['fields', 'filters', 'sort', 'populate', 'count']);

const newItem = (contentType: ContentType, key: string, path: string | null): PopulateItem => {
  const field = resolveField(contentType, key);
  if (!field || field.kind !== 'relation') throw invalidKey(key, 'populate', path);
  const target = getContentType(field.attribute.type === 'media' ? 'files' : field.attribute.target);
  return { attribute: field.attribute, target, count: false, fields: null, filters: null, sort: [], populate: {} };
};

const nameOf = (contentType: ContentType, key: string): string => contentType.aliases?.[key] ?? key;

/** Every public relation and media attribute, one level deep (`populate=*`). */
const everything = (contentType: ContentType): PopulatePlan => {
  const plan: PopulatePlan = {};
  for (const [name, attribute] of Object.entries(contentType.attributes)) {
    if (!isScalar(attribute) && !attribute.private) plan[name] = newItem(contentType, name, null);
  }
  return plan;
};

/** `area.trucks.drivers` adds nested items. */
const addPath = (contentType: ContentType, plan: PopulatePlan, segments: string[], path: string | null): void => {
  const [head, ...rest] = segments;
  if (!head) return;
  if (head === '*') {
    for (const [name, item] of Object.entries(everything(contentType))) plan[name] ??= item;
    return;
  }
  const name = nameOf(contentType, head);
  const item = (plan[name] ??= newItem(contentType, head, path));
  if (rest.length > 0) addPath(item.target, item.populate, rest, path ? `${path}.${head}` : head);
};

const applyOptions = (item: PopulateItem, options: Record<string, unknown>, path: string): void => {
  for (const [key, value] of Object.entries(options)) {
    if (!OPTION_KEYS.has(key)) throw invalidKey(key, 'populate', path);
    if (key === 'fields') item.fields = parseFields(item.target, value, path);
    else if (key === 'filters') item.filters = parseFilters(item.target, value);
    else if (key === 'sort') item.sort = parseSort(item.target, value);
    else if (key === 'count') item.count = parseBoolean(value) === true;
    else mergeInto(item.target, item.populate, value, path);
  }
};

const mergeInto = (contentType: ContentType, plan: PopulatePlan, value: unknown, path: string | null): void => {
  if (value === undefined || value === null) return;
  if (typeof value === 'string') {
    for (const part of value.split(',').map((p) => p.trim()).filter(Boolean)) addPath(contentType, plan, part.split('.'), path);
    return;
  }
  if (Array.isArray(value)) {
    for (const entry of value) mergeInto(contentType, plan, entry, path);
    return;
  }
  if (!isPlainObject(value)) throw invalidKey('populate', 'populate', path);
  for (const [key, option] of Object.entries(value)) {
    const flag = typeof option === 'boolean' || typeof option === 'string' ? parseBoolean(option) : undefined;
    if (flag === false) {
      if (!resolveField(contentType, key)) throw invalidKey(key, 'populate', path);
      continue;
    }
    if (key === '*' && flag === true) {
      addPath(contentType, plan, ['*'], path);
      continue;
    }
    const name = nameOf(contentType, key);
    const item = (plan[name] ??= newItem(contentType, key, path));
    if (isPlainObject(option)) applyOptions(item, option, path ? `${path}.${key}` : key);
    else if (flag !== true) throw invalidKey(key, 'populate', path);
  }
};

/** All of Strapi's populate forms: `*`, names, comma lists, arrays, dotted paths, objects. */
export const parsePopulate = (contentType: ContentType, value: unknown): PopulatePlan => {
  const plan: PopulatePlan = {};
  mergeInto(contentType, plan, value, null);
  return plan;
};
