import type { ListQueryParams } from '@haulage/shared/api';
import type { Area } from '@haulage/shared/contracts';
import { LIST_PAGE_SIZE, type ListState, type ListStateOptions } from '@haulage/shared/area-kit';

export const AREA_LIST_OPTIONS: ListStateOptions = {
  defaultSort: { field: 'name', order: 'asc' },
  sortFields: ['name', 'code'],
};

/** An area as the list reads it: its trucks counted by the API, not loaded (`populate[trucks][count]`). */
export type AreaSummary = Omit<Area, 'trucks'> & { trucks?: { count: number } };

/** 20 areas a page, the server's search (`_q`) over name, code and description, each with its truck count. */
export const areaListQuery = (state: ListState): ListQueryParams => ({
  page: state.page,
  pageSize: LIST_PAGE_SIZE,
  sort: state.sort ? [state.sort] : undefined,
  search: state.search ? { term: state.search } : undefined,
  populate: { trucks: { count: true } },
});

export const truckCountOf = (area: AreaSummary): number => area.trucks?.count ?? 0;
