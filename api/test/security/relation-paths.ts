import { type Attribute, type ContentType, allContentTypes, isScalar } from '../../src/content';
import { type Viewer, mayReadAttribute, mayReadType } from '../../src/content/access';
import { targetOf } from '../../src/content/query/field-resolver';

/** One way through relations from a root content type: `area.trucks` from trucks. */
export interface RelationPath {
  root: ContentType;
  names: string[];
  /** The content types reached, one per name. */
  types: ContentType[];
  attributes: Attribute[];
  /** Every hop is to-one, so a sort may pass through it. */
  toOneOnly: boolean;
}

const isToOneAttribute = (attribute: Attribute): boolean =>
  attribute.type === 'media' ||
  (attribute.type === 'relation' && (attribute.relation === 'manyToOne' || (attribute.relation === 'oneToOne' && !attribute.mappedBy)));

const relationsOf = (type: ContentType): [string, Attribute][] =>
  Object.entries(type.attributes).filter(([, attribute]) => !isScalar(attribute) && !attribute.private);

/** Every relation path up to `depth` hops from every registered content type, generated from the registry. */
export const relationPaths = (depth: number): RelationPath[] => {
  const paths: RelationPath[] = [];
  const walk = (path: RelationPath): void => {
    if (path.names.length > 0) paths.push(path);
    if (path.names.length === depth) return;
    const from = path.types.at(-1) ?? path.root;
    for (const [name, attribute] of relationsOf(from)) {
      const target = targetOf(attribute as Extract<Attribute, { type: 'relation' | 'media' }>);
      walk({
        root: path.root,
        names: [...path.names, name],
        types: [...path.types, target],
        attributes: [...path.attributes, attribute],
        toOneOnly: path.toOneOnly && isToOneAttribute(attribute),
      });
    }
  };
  for (const root of allContentTypes()) walk({ root, names: [], types: [], attributes: [], toOneOnly: true });
  return paths;
};

/** Whether the matrix and the fields' visibility let this viewer go the whole way. */
export const mayTraverse = (viewer: Viewer, path: Pick<RelationPath, 'types' | 'attributes'>): boolean =>
  path.types.every((type) => mayReadType(viewer, type)) && path.attributes.every((attribute) => mayReadAttribute(viewer, attribute));

/** Scalar fields some user types may not read, per content type. */
export const restrictedFields = (type: ContentType): [string, Attribute][] =>
  Object.entries(type.attributes).filter(([, attribute]) => isScalar(attribute) && attribute.readableBy !== undefined);

/** Names that must never appear in an answer to this viewer. */
export const hiddenFieldNames = (viewer: Viewer): Set<string> =>
  new Set(
    allContentTypes().flatMap((type) =>
      restrictedFields(type)
        .filter(([, attribute]) => !mayReadAttribute(viewer, attribute))
        .map(([name]) => name),
    ),
  );

/** Every key anywhere in a JSON value. */
export const keysIn = (value: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const item of value) keysIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysIn(inner, into);
    }
  }
  return into;
};
