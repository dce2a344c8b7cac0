import type { QueryObject } from '@haulage/shared/api';

export type FileKind = 'all' | 'image' | 'document';

/** What the gallery shows; kept in the URL so a reload or a shared link shows the same page. */
export interface GalleryParams {
  page: number;
  owner: string;
  kind: FileKind;
  search: string;
}

export const DEFAULT_PARAMS: GalleryParams = { page: 1, owner: 'all', kind: 'all', search: '' };

const KINDS: readonly FileKind[] = ['all', 'image', 'document'];

export const parseGalleryParams = (search: string): GalleryParams => {
  const query = new URLSearchParams(search);
  const page = Number.parseInt(query.get('page') ?? '', 10);
  const kind = query.get('kind') as FileKind | null;
  return {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    owner: query.get('owner') || 'all',
    kind: kind && KINDS.includes(kind) ? kind : 'all',
    search: query.get('q') ?? '',
  };
};

/** The query string of the params, leaving defaults out. */
export const galleryQueryString = (params: GalleryParams): string => {
  const query = new URLSearchParams();
  if (params.page > 1) query.set('page', String(params.page));
  if (params.owner !== 'all') query.set('owner', params.owner);
  if (params.kind !== 'all') query.set('kind', params.kind);
  if (params.search.trim()) query.set('q', params.search.trim());
  const text = query.toString();
  return text ? `?${text}` : '';
};

/** The API's filters: `owner` and `kind` are the gallery list's own (see the uploads module). */
export const galleryFilters = (params: GalleryParams): QueryObject => {
  const filters: QueryObject = {};
  if (params.owner !== 'all') filters.owner = { kind: params.owner };
  if (params.kind !== 'all') filters.kind = params.kind;
  if (params.search.trim()) filters.name = { $containsi: params.search.trim() };
  return filters;
};
