import { parseList } from '@haulage/shared/api';
import type { AuditEntry, ListResponse } from '@haulage/shared/contracts';
import { customersApi } from '#lib';

/**
 * The newest changes about one customer: the API files contact and price changes under the
 * customer too (`customerDocumentId`), so the trail shows everything the details page shows.
 */
const getAuditEntriesApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditEntries: build.query<AuditEntry[], string>({
      query: (customerDocumentId) => ({
        url: '/api/audit-entries',
        list: { pageSize: 50, sort: [{ field: 'at', order: 'desc' }], filters: { customerDocumentId: { $eq: customerDocumentId } } },
      }),
      transformResponse: (response: ListResponse<AuditEntry>) => parseList(response).items,
      providesTags: (_result, _error, customer) => [{ type: 'Audit', id: customer }],
    }),
  }),
});

export const { useGetAuditEntriesQuery } = getAuditEntriesApi;
