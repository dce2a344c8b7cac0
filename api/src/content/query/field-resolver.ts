import { type Attribute, type ContentType, type ScalarType, SYSTEM_FIELDS, columnOf, isScalar } from '../content-type';
import { type Viewer, mayReadAttribute, mayReadType } from '../access';
import { getContentType } from '../registry';

export type RelationLike = Extract<Attribute, { type: 'relation' | 'media' }>;

export type ResolvedField =
  | { kind: 'scalar'; name: string; column: string; type: ScalarType; decimals?: number }
  | { kind: 'relation'; name: string; attribute: RelationLike; target: ContentType };

/** The content type a relation or media attribute points at. */
export const targetOf = (attribute: RelationLike): ContentType => getContentType(attribute.type === 'media' ? 'files' : attribute.target);

/** An own property only: `toString`, `constructor` and the like are never names here. */
export const ownValue = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

/** An alias (`truck_status`) to its attribute name; anything else is returned as it is. */
export const attributeNameOf = (contentType: ContentType, key: string): string => ownValue(contentType.aliases, key) ?? key;

/**
 * The one place that decides whether a name in a query can be used by this viewer: resolves a
 * public name (attribute, alias or system field) to its column, or null when it does not exist,
 * is private, is hidden from the viewer's user type, or is a relation to a content type the
 * viewer may not read. Selecting, filtering, sorting, searching and populating all ask here, at
 * every depth, so what cannot be read cannot be probed either.
 */
export const resolveField = (contentType: ContentType, key: string, viewer: Viewer): ResolvedField | null => {
  const name = attributeNameOf(contentType, key);
  if (Object.hasOwn(SYSTEM_FIELDS, name)) {
    const system = SYSTEM_FIELDS[name as keyof typeof SYSTEM_FIELDS];
    return { kind: 'scalar', name, column: system.column, type: system.type };
  }
  const attribute = ownValue(contentType.attributes, name);
  if (!attribute || attribute.private || !mayReadAttribute(viewer, attribute)) return null;
  if (isScalar(attribute))
    return { kind: 'scalar', name, column: columnOf(name, attribute), type: attribute.type, decimals: attribute.decimals };
  const target = targetOf(attribute);
  return mayReadType(viewer, target) ? { kind: 'relation', name, attribute, target } : null;
};

const scalarNamesFor = (contentType: ContentType, viewer: Viewer): readonly string[] | null => {
  const scalars = Object.entries(contentType.attributes).filter(([, attribute]) => isScalar(attribute) && !attribute.private);
  if (scalars.every(([, attribute]) => mayReadAttribute(viewer, attribute))) return null;
  return [
    ...scalars.filter(([, attribute]) => mayReadAttribute(viewer, attribute)).map(([name]) => name),
    'createdAt',
    'updatedAt',
    'publishedAt',
  ];
};

const visibleNames = new WeakMap<ContentType, Map<Viewer, readonly string[] | null>>();

/** Attribute names this viewer may read, or null when that is every public scalar (no list needed). */
export const visibleScalarNames = (contentType: ContentType, viewer: Viewer): string[] | null => {
  // Worked out once per content type and user type, like the serializer's columns (publicScalars).
  let byViewer = visibleNames.get(contentType);
  if (!byViewer) visibleNames.set(contentType, (byViewer = new Map()));
  if (!byViewer.has(viewer)) byViewer.set(viewer, scalarNamesFor(contentType, viewer));
  const names = byViewer.get(viewer)!;
  return names && [...names];
};

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** qs gives arrays, but an object with only numeric keys is treated the same. */
export const asList = (value: unknown): unknown[] | null => {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value)) return Object.values(value);
  return null;
};
