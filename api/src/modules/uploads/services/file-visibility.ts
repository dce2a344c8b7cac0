import type { FilterNode, Viewer } from '../../../content';
import { mayReadMediaUse, type MediaUse, mediaAttributes } from './media-attributes';

const ANY_ROW: FilterNode = { kind: 'cond', column: 'id', type: 'integer', op: '$notNull', value: true };

/** Files some entry uses through this media attribute: the engine's EXISTS relation filter. */
export const usedThrough = (use: MediaUse): FilterNode => ({
  kind: 'relation',
  name: 'owner',
  attribute: { type: 'relation', relation: 'oneToMany', target: use.type.uid, mappedBy: use.name },
  target: use.type,
  where: ANY_ROW,
});

const anyOf = (children: FilterNode[]): FilterNode => (children.length === 1 ? children[0]! : { kind: 'or', children });

/**
 * The files a viewer may know of (ADR 0038): those no entry uses, and those at least one entry the
 * viewer may read uses. A proof of delivery owned by a job's files is not there for a viewer at
 * all, not even as a row without its owner. Null when the viewer may read every owner. A filter in
 * the query, so a page and its total count only the files the viewer may know of.
 */
export const visibleFilesFilter = (viewer: Viewer): FilterNode | null => {
  const uses = mediaAttributes();
  const hidden = uses.filter((use) => !mayReadMediaUse(viewer, use));
  if (hidden.length === 0) return null;
  const readable = uses.filter((use) => mayReadMediaUse(viewer, use));
  const noHiddenOwner: FilterNode = { kind: 'not', child: anyOf(hidden.map(usedThrough)) };
  return readable.length === 0 ? noHiddenOwner : { kind: 'or', children: [noHiddenOwner, anyOf(readable.map(usedThrough))] };
};
