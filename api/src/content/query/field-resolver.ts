import {
  type Attribute,
  type ContentType,
  type ScalarType,
  SYSTEM_FIELDS,
  columnOf,
  isScalar,
} from '../content-type';

export type ResolvedField =
  | { kind: 'scalar'; name: string; column: string; type: ScalarType }
  | { kind: 'relation'; name: string; attribute: Extract<Attribute, { type: 'relation' | 'media' }> };

/**
 * Resolves a public name (attribute, alias or system field) to its column. Private attributes
 * resolve to nothing, so they cannot be filtered, sorted or selected.
 */
export const resolveField = (contentType: ContentType, key: string): ResolvedField | null => {
  const name = contentType.aliases?.[key] ?? key;
  if (Object.hasOwn(SYSTEM_FIELDS, name)) {
    const system = SYSTEM_FIELDS[name as keyof typeof SYSTEM_FIELDS];
    return { kind: 'scalar', name, column: system.column, type: system.type };
  }
  if (!Object.hasOwn(contentType.attributes, name)) return null;
  const attribute = contentType.attributes[name]!;
  if (attribute.private) return null;
  if (isScalar(attribute)) return { kind: 'scalar', name, column: columnOf(name, attribute), type: attribute.type };
  return { kind: 'relation', name, attribute };
};

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** qs gives arrays, but an object with only numeric keys is treated the same. */
export const asList = (value: unknown): unknown[] | null => {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value)) return Object.values(value);
  return null;
};
