import { type ContentType } from '../content-type';
import type { FilterNode } from '../query/plan';
import { foldText } from './fold';
import { containsWord } from './contains-text';
import { type SearchPath, searchPathsOf } from './search-paths';

type Cond = Extract<FilterNode, { kind: 'cond' }>;

/**
 * Terms whose every character folds on its own into the stored search text (fold.ts): ASCII
 * letters and digits, the Swedish letters, é and ü, and the signs of e-mail addresses and plates.
 * A field's raw value containing such a term, case folded, holds the term's folded form in the
 * entry's search text: each character of the match comes from a character that folds to it.
 */
const ROUTABLE_TERM = /^[0-9a-zåäöéü@.-]+$/iu;

const FOLDED_TYPES = new Set(['string', 'text', 'email', 'enumeration']);

/** `$containsi` on a text field: its term, else null. */
const containsTerm = (node: FilterNode): { column: string; term: string } | null =>
  node.kind === 'cond' && node.op === '$containsi' && FOLDED_TYPES.has(node.type) && typeof node.value === 'string'
    ? { column: (node as Cond).column, term: node.value }
    : null;

/** The search path (`field` or `relation.field`) a `$containsi` condition reads, with its term. */
const searchedCondition = (node: FilterNode): { path: string[]; column: string; term: string } | null => {
  if (node.kind === 'relation') {
    const where = node.where.kind === 'and' && node.where.children.length === 1 ? node.where.children[0]! : node.where;
    const inner = containsTerm(where);
    return inner ? { path: [node.name], ...inner } : null;
  }
  const own = containsTerm(node);
  return own ? { path: [], ...own } : null;
};

/**
 * The folded word the stored search text must hold for `node` to match, when `node` is a
 * `$containsi` of one term over fields the search text is made of (alone or OR-ed, as the list
 * pages ask); null when it asks anything else.
 */
export const searchedWord = (contentType: ContentType, node: FilterNode): { word: string; exact: boolean } | null => {
  const children = node.kind === 'or' ? node.children : [node];
  if (children.length === 0) return null;
  const paths = searchPathsOf(contentType);
  const asked = new Set<SearchPath>();
  let term: string | null = null;
  for (const child of children) {
    const condition = searchedCondition(child);
    if (!condition || (term !== null && condition.term !== term)) return null;
    const indexed = paths.find(
      (path) =>
        path.column === condition.column &&
        path.hops.length === condition.path.length &&
        path.hops.every((hop, i) => hop.name === condition.path[i]),
    );
    if (!indexed) return null;
    asked.add(indexed);
    term = condition.term;
  }
  if (term === null || !ROUTABLE_TERM.test(term)) return null;
  const word = foldText(term);
  if (word.length === 0) return null;
  // Every searched field asked, a term SQLite lowers as the contains text is lowered: the same question exactly.
  return { word, exact: asked.size === paths.length && containsWord(term) === word };
};

/**
 * The seed's list search (`filters[$or][i][field][$containsi]=term`, spec §7) through the search
 * index that answers `_q`: where it is the same question, the matching entries' search text holds
 * the folded term, so the index finds a superset of them and the condition itself, carried by
 * the word (its `condition`), decides on those rows. Where the term and the fields make it the
 * same question exactly (`exact`: every searched field, a term of ASCII letters, digits and
 * `@ . -`), SQLite answers it from the contains text's indexes alone (contains-text.ts). The
 * answer is exactly the plain `$containsi`'s; only the rows read change (ADR 13, 24, 46).
 * Conditions under `and`s from the top are routed; anything else is left.
 */
export const routeContainsSearch = (contentType: ContentType, filters: FilterNode | null): FilterNode | null => {
  if (!filters || !contentType.search?.length) return filters;
  const route = (node: FilterNode): FilterNode => {
    if (node.kind === 'and') return { kind: 'and', children: node.children.map(route) };
    const searched = searchedWord(contentType, node);
    return searched === null ? node : { kind: 'search', table: contentType.table, ...searched, condition: node };
  };
  return route(filters);
};
