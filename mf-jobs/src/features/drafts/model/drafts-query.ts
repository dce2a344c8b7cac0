import type { ListQueryParams } from '@haulage/shared/api';
import { LIST_PAGE_SIZE, type ListState } from '@haulage/shared/area-kit';

/** The draft page's list: jobs still being written (never templates), the one touched last first. */
export const draftsQuery = ({ page, search }: Pick<ListState, 'page' | 'search'>): ListQueryParams => ({
  page,
  pageSize: LIST_PAGE_SIZE,
  sort: [{ field: 'updatedAt', order: 'desc' }],
  search: search ? { term: search } : undefined,
  filters: { kind: { $eq: 'job' }, status: { $eq: 'draft' } },
  populate: {
    customer: { fields: ['companyName'] },
    stops: { fields: ['sequence', 'type', 'place'] },
  },
});
