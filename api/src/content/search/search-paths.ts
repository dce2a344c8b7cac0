import { type Attribute, type ContentType, columnOf, isScalar, isToOne } from '../content-type';
import { allContentTypes, getContentType, registryVersion } from '../registry';

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

const inputs = new Map<ContentType, { version: number; columns: ReadonlySet<string> }>();

/**
 * The columns of `changed` that some stored search text reads: its own searched fields and the
 * keys of its to-one hops, and what owners one hop away read of it (with the key that ties it to
 * them, for a `mappedBy` hop). A write that sets none of them and no to-many relation leaves every
 * search text as it was, so it need not refresh any (a job's status move).
 */
export const searchInputColumnsOf = (changed: ContentType): ReadonlySet<string> => {
  const cached = inputs.get(changed);
  if (cached?.version === registryVersion()) return cached.columns;
  const columns = new Set<string>();
  for (const path of searchPathsOf(changed)) {
    const hop = path.hops[0];
    if (!hop) columns.add(path.column);
    else if (isToOneHop(hop) && !hop.attribute.mappedBy) columns.add(columnOf(hop.name, hop.attribute));
  }
  for (const owner of allContentTypes())
    for (const path of searchPathsOf(owner)) {
      const hop = path.hops[0];
      if (path.hops.length !== 1 || hop!.target.uid !== changed.uid) continue;
      columns.add(path.column);
      const back = hop!.attribute.mappedBy ? changed.attributes[hop!.attribute.mappedBy] : undefined;
      if (back) columns.add(columnOf(hop!.attribute.mappedBy!, back));
    }
  inputs.set(changed, { version: registryVersion(), columns });
  return columns;
};
