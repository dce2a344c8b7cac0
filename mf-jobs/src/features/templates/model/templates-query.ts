import type { ListQueryParams } from '@haulage/shared/api';
import { LIST_PAGE_SIZE, type ListState } from '@haulage/shared/area-kit';

/**
 * The templates page's list: kind 'template' only, newest first, with what making jobs of one
 * needs (its contact, its stops' destinations and times) besides what a row shows.
 */
export const templatesQuery = ({ page, search }: Pick<ListState, 'page' | 'search'>): ListQueryParams => ({
  page,
  pageSize: LIST_PAGE_SIZE,
  sort: [{ field: 'jobNumber', order: 'desc' }],
  search: search ? { term: search } : undefined,
  filters: { kind: { $eq: 'template' } },
  populate: {
    customer: { fields: ['companyName'] },
    contact: { fields: ['firstName', 'lastName'] },
    stops: {
      fields: ['sequence', 'type', 'place', 'plannedFrom', 'plannedTo'],
      populate: { destination: { fields: ['name'] } },
    },
  },
});
