/**
 * The customer list's state lives in the URL so a search, a page or an applied saved filter can be
 * bookmarked, shared and restored with the back button.
 */
export const CUSTOMER_PAGE_SIZE = 20;

export const CUSTOMER_SORT_FIELDS = ['companyName', 'organizationNumber', 'emailAddress', 'phoneNumber', 'customerStatus', 'updatedAt'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

/** Searched with an OR-ed case-insensitive contains, including the contacts' names (nested keys). */
export const CUSTOMER_SEARCH_FIELDS = [
  'companyName',
  'organizationNumber',
  'emailAddress',
  'phoneNumber',
  'contacts.firstName',
  'contacts.lastName',
] as const;

export interface CustomerListState {
  page: number;
  sort: CustomerSortField;
  order: 'asc' | 'desc';
  search: string;
  status: string;
  /** documentId of the applied saved filter, if any. */
  filter: string | null;
}

export const DEFAULT_LIST_STATE: CustomerListState = {
  page: 1,
  sort: 'companyName',
  order: 'asc',
  search: '',
  status: 'all',
  filter: null,
};

const isSortField = (value: string | null): value is CustomerSortField =>
  value != null && (CUSTOMER_SORT_FIELDS as readonly string[]).includes(value);

export const parseListState = (params: URLSearchParams): CustomerListState => {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: isSortField(sort) ? sort : DEFAULT_LIST_STATE.sort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    search: params.get('search') ?? '',
    status: params.get('status') || 'all',
    filter: params.get('filter') || null,
  };
};

/** Only what differs from the defaults goes into the URL, so the plain list keeps a clean address. */
export const listStateToParams = (state: CustomerListState): URLSearchParams => {
  const params = new URLSearchParams();
  (Object.keys(DEFAULT_LIST_STATE) as (keyof CustomerListState)[]).forEach((key) => {
    const value = state[key];
    if (value != null && value !== '' && value !== DEFAULT_LIST_STATE[key]) params.set(key, String(value));
  });
  return params;
};

/** Changing anything but the page starts again at page 1; clicking the sorted column flips the order. */
export const updateListState = (state: CustomerListState, change: Partial<CustomerListState>): CustomerListState => {
  if (change.sort && change.order === undefined) {
    const order = change.sort === state.sort && state.order === 'asc' ? 'desc' : 'asc';
    return { ...state, ...change, order, page: 1 };
  }
  return { ...state, ...change, page: change.page ?? 1 };
};
