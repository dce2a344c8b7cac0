import type { AxiosBaseQueryArgs } from './axios-base-query';

/**
 * One customer's people, by surname: what the customer page lists and what a job can name as its
 * contact. A customer has a handful; 100 is the API's largest page.
 */
export const customerContactsRequest = (customerDocumentId: string): AxiosBaseQueryArgs => ({
  url: '/api/customer-contacts',
  list: {
    pageSize: 100,
    sort: [{ field: 'lastName', order: 'asc' }],
    filters: { customer: { documentId: { $eq: customerDocumentId } } },
  },
});
