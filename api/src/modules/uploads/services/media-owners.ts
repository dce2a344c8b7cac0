import { type FileOwner, entryHref } from '@haulage/shared/contracts';
import { type RawBuilder, sql } from 'kysely';
import { asDynamic, type Executor, type FilterNode, type Viewer } from '../../../content';
import { forbidden, validationError } from '../../../http/errors';
import { usedThrough } from './file-visibility';
import { type MediaUse, labelColumn, readableMediaAttributes, singular, words } from './media-attributes';

export interface OwnerKind {
  kind: string;
  label: string;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The kinds that can own files and that this viewer may read: the gallery's owner filter. */
export const ownerKinds = (viewer: Viewer): OwnerKind[] => {
  const kinds = new Map<string, OwnerKind>();
  for (const { type } of readableMediaAttributes(viewer))
    kinds.set(type.uid, { kind: type.uid, label: capitalised(words(type.uid.replace(/-/g, '_'))) });
  return [...kinds.values()].sort((a, b) => a.label.localeCompare(b.label));
};

const branch = (use: MediaUse, index: number, fileIds: number[]): RawBuilder<unknown> => {
  const label = labelColumn(use.type);
  const name = label ? sql`cast(${sql.ref(label)} as varchar(255))` : sql`cast(null as varchar(255))`;
  return sql`select ${sql.lit(index)} as use_index, ${sql.ref(use.column)} as file_id, document_id, ${name} as label, id from ${sql.table(use.type.table)} where ${sql.ref(use.column)} in (${sql.join(fileIds)})`;
};

/** The owners of a page of files the viewer may know about, in ONE query over every readable media attribute. */
export const ownersOf = async (executor: Executor, fileIds: number[], viewer: Viewer): Promise<Map<number, FileOwner[]>> => {
  const owners = new Map<number, FileOwner[]>(fileIds.map((id) => [id, []]));
  const uses = readableMediaAttributes(viewer);
  if (fileIds.length === 0 || uses.length === 0) return owners;
  const union = sql.join(
    uses.map((use, index) => branch(use, index, fileIds)),
    sql` union all `,
  );
  const { rows } = await sql<{
    use_index: number | string;
    file_id: number | string;
    document_id: string;
    label: string | null;
  }>`select * from (${union}) as uses order by use_index, id`.execute(asDynamic(executor));
  for (const row of rows) {
    const use = uses[Number(row.use_index)]!;
    const documentId = String(row.document_id);
    owners.get(Number(row.file_id))?.push({
      kind: use.type.uid,
      kindLabel: singular(use.type.uid),
      documentId,
      name: row.label == null || row.label === '' ? documentId : row.label,
      field: use.name,
      fieldLabel: words(use.name),
      path: entryHref(use.type.uid, documentId),
    });
  }
  return owners;
};

const kindOf = (raw: unknown): string => {
  const value = typeof raw === 'object' && raw !== null && '$eq' in raw ? (raw as { $eq: unknown }).$eq : raw;
  if (typeof value !== 'string' || value === '')
    throw validationError('Invalid filters[owner][kind]: expected a kind such as trucks', {
      key: 'owner',
      source: 'query',
      param: 'filters',
    });
  return value;
};

/**
 * `filters[owner][kind]=trucks`: files some truck uses, through any of its media attributes, as
 * the engine's EXISTS relation filters. A kind the viewer may not read is refused like any filter
 * on a relation they may not read.
 */
export const ownerFilter = (raw: unknown, viewer: Viewer): FilterNode => {
  const keys = typeof raw === 'object' && raw !== null ? Object.keys(raw) : [];
  if (keys.length !== 1 || keys[0] !== 'kind')
    throw validationError('Invalid filters[owner]: use filters[owner][kind]=<kind>', { key: 'owner', source: 'query', param: 'filters' });
  const kind = kindOf((raw as { kind: unknown }).kind);
  const all = readableMediaAttributes('system').filter((use) => use.type.uid === kind);
  if (all.length === 0)
    throw validationError(`Invalid filters[owner][kind]: ${kind} has no media`, { key: 'owner', source: 'query', param: 'filters' });
  const readable = readableMediaAttributes(viewer).filter((use) => use.type.uid === kind);
  if (readable.length === 0) throw forbidden();
  const children = readable.map(usedThrough);
  return children.length === 1 ? children[0]! : { kind: 'or', children };
};
