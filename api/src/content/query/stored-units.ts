import { validationError } from '../../http/errors';
import { toStoredUnits } from '../serializer';
import type { FilterNode } from './plan';

const COMPARED = new Set<string>(['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn', '$between']);

/**
 * A value in the attribute's whole units. One with more decimals than the column keeps is refused
 * rather than rounded: rounded, `$gt` 33.1245 would leave out 33.125.
 */
const unitsOf = (value: unknown, decimals: number, key: string): unknown => {
  if (Array.isArray(value)) return value.map((item) => unitsOf(item, decimals, key));
  if (typeof value !== 'number') return value;
  const units = toStoredUnits(value, decimals);
  if (!Number.isFinite(units) || Math.abs(value * 10 ** decimals - units) > 1e-6)
    throw validationError(`Invalid value ${JSON.stringify(value)} at ${key}: expected a number with at most ${decimals} decimals`, {
      key,
      source: 'query',
      param: 'filters',
    });
  return units;
};

/** A decimal attribute's filter (content type `decimals`) compared in the whole units its column holds. */
export const inStoredUnits = (node: FilterNode | null, decimals: number | undefined, key: string): FilterNode | null => {
  if (!node || decimals === undefined) return node;
  switch (node.kind) {
    case 'cond':
      return COMPARED.has(node.op) ? { ...node, value: unitsOf(node.value, decimals, key) } : node;
    case 'and':
    case 'or':
      return { ...node, children: node.children.map((child) => inStoredUnits(child, decimals, key)!) };
    case 'not':
      return { ...node, child: inStoredUnits(node.child, decimals, key)! };
    default:
      return node;
  }
};
