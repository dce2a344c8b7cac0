import { type Attribute, type ContentType, columnOf, isScalar, isToOne } from '../content-type';
import { allContentTypes, getContentType } from '../registry';

/** The stored, folded search text of an entry (see fold.ts); one column per searchable table. */
export const SEARCH_COLUMN = 'search_text';

type Relation = Extract<Attribute, { type: 'relation' }>;

/** One hop of a search path: from an owner table to the entries whose text it includes. */
export interface SearchHop {
  name: string;
  attribute: Relation;
  target: ContentType;
}

export interface SearchPath {
  hops: SearchHop[];
  /** The scalar attribute read at the end. */
  field: string;
  column: string;
}

/**
 * `contacts.firstName` on customers: the relations to follow and the column to read. Declared
 * paths are checked when first used, so a typo fails every test that searches, not a user.
 */
export const resolveSearchPath = (owner: ContentType, path: string): SearchPath => {
  const names = path.split('.');
  // One hop keeps refreshing cheap and exact: a write refreshes only the entries one relation away.
  if (names.length > 2) throw new Error(`search path ${owner.uid}.${path}: at most one relation deep`);
  const hops: SearchHop[] = [];
  let current = owner;
  for (const name of names.slice(0, -1)) {
    const attribute = Object.hasOwn(current.attributes, name) ? current.attributes[name] : undefined;
    if (!attribute || attribute.type !== 'relation') throw new Error(`search path ${owner.uid}.${path}: ${name} is not a relation`);
    const target = getContentType(attribute.target);
    hops.push({ name, attribute, target });
    current = target;
  }
  const field = names.at(-1)!;
  const attribute = Object.hasOwn(current.attributes, field) ? current.attributes[field] : undefined;
  if (!attribute || !isScalar(attribute)) throw new Error(`search path ${owner.uid}.${path}: ${field} is not a field`);
  return { hops, field, column: columnOf(field, attribute) };
};

export const searchPathsOf = (owner: ContentType): SearchPath[] => (owner.search ?? []).map((path) => resolveSearchPath(owner, path));

/** A content type whose search text includes entries of `changed` one hop away (owner ← changed). */
export interface SearchDependent {
  owner: ContentType;
  hop: SearchHop;
}

/** Which owners must refresh their search text when an entry of `changed` is written. */
export const searchDependentsOf = (changed: ContentType): SearchDependent[] =>
  allContentTypes()
    .flatMap((owner) =>
      searchPathsOf(owner)
        .filter((path) => path.hops.length === 1 && path.hops[0]!.target.uid === changed.uid)
        .map((path) => ({ owner, hop: path.hops[0]! })),
    )
    .filter(
      (dependent, index, all) => all.findIndex((d) => d.owner.uid === dependent.owner.uid && d.hop.name === dependent.hop.name) === index,
    );

export const isToOneHop = (hop: SearchHop): boolean => isToOne(hop.attribute);
