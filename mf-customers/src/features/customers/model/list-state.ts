import type { ListStateOptions } from '@haulage/shared/area-kit';

/**
 * The customer list's URL state (search, status, `sort=field:order`, page and applied saved
 * filter) is the area kit's `useListState`; what is the customers' own is which fields it sorts
 * and searches, and that it is sorted by name unless the URL says otherwise.
 */
export const CUSTOMER_SORT_FIELDS = [
  'companyName',
  'organizationNumber',
  'emailAddress',
  'phoneNumber',
  'customerStatus',
  'updatedAt',
] as const;

export const CUSTOMER_LIST_OPTIONS: ListStateOptions = {
  defaultSort: { field: 'companyName', order: 'asc' },
  sortFields: CUSTOMER_SORT_FIELDS,
};

/** Searched with an OR-ed case-insensitive contains, including the contacts' names (nested keys). */
