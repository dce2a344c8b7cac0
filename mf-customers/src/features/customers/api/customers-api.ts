import { resourceEndpoints, type ListQueryParams, type QueryObject } from '@haulage/shared/api';
import type { Customer, CustomerInput } from '@haulage/shared/contracts';
import { LIST_PAGE_SIZE, type ListState } from '@haulage/shared/area-kit';
import { customersApi } from '#lib';

export interface CustomerListArgs extends Omit<ListState, 'filter'> {
  /** Extra Strapi filters, e.g. from an applied saved filter. */
  filters?: Record<string, unknown>;
}

export const customerListQuery = ({ page, sort, search, status, filters }: CustomerListArgs): ListQueryParams => ({
  page,
  pageSize: LIST_PAGE_SIZE,
  sort: sort ? [sort] : undefined,
  search: { term: search },
  status: { field: 'customerStatus', value: status },
  // A saved filter's conditions were checked against the filter contract when it was saved.
  filters: filters as QueryObject | undefined,
});

/**
 * A customer's change shows in its audit trail. A customer with jobs or invoices is archived
 * instead of removed (the delete answers the archived entry) or refused (400 with the reason).
 */
const customerEndpoints = customersApi.injectEndpoints({
  endpoints: (build) =>
    resourceEndpoints<Customer, CustomerInput>()(build, {
      url: '/api/customers',
      tag: 'Customer',
      one: 'Customer',
      many: 'Customers',
      listQuery: customerListQuery,
      alsoInvalidates: (documentId) => [{ type: 'Audit', id: documentId }],
    }),
});

export const {
  useGetCustomersQuery,
  useGetCustomerQuery,
  useCreateCustomerMutation,
  useUpdateCustomerMutation,
  useDeleteCustomerMutation,
} = customerEndpoints;
