/** The state of a list screen, kept in the URL so reload and back keep it. */
export interface ListParams {
  page: number;
  search: string;
  status: string;
  sortField: string | null;
  sortOrder: 'asc' | 'desc';
}

export const PAGE_SIZE = 20;

export const readListParams = (query: URLSearchParams): ListParams => {
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  const [sortField, sortOrder] = (query.get('sort') ?? '').split(':');
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    search: query.get('search') ?? '',
    status: query.get('status') || 'all',
    sortField: sortField || null,
    sortOrder: sortOrder === 'desc' ? 'desc' : 'asc',
  };
};

/** Only non-default values go into the URL, so a fresh list has a clean address. */
export const writeListParams = (params: ListParams): URLSearchParams => {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.status && params.status !== 'all') query.set('status', params.status);
  if (params.sortField) query.set('sort', `${params.sortField}:${params.sortOrder}`);
  if (params.page > 1) query.set('page', String(params.page));
  return query;
};
