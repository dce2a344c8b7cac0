import { parseList, type ParsedList } from '@haulage/shared/api';
import type { ExportPeriodInput, InvoiceExport, ListResponse } from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { financeApi } from '#lib';

/** A record of one export (GET /api/invoice-exports): what it carried and how it went. */
export type InvoiceExportRecord = InvoiceExport;

const exportsApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    invoiceExports: build.query<ParsedList<InvoiceExportRecord>, { page: number }>({
      query: ({ page }) => ({
        url: '/api/invoice-exports',
        list: { page, sort: [{ field: 'createdAt', order: 'desc' as const }] },
      }),
      transformResponse: (response: ListResponse<InvoiceExportRecord>) => parseList(response),
      providesTags: (result) => listTags('InvoiceExport', result?.items),
    }),
    pushToFortnox: build.mutation<unknown, ExportPeriodInput>({
      query: (data) => ({ url: '/api/customers/invoices/export-fortnox', method: 'POST', data: { data } }),
      invalidatesTags: [
        { type: 'InvoiceExport', id: 'LIST' },
        { type: 'Invoice', id: 'LIST' },
      ],
    }),
  }),
});

export const { useInvoiceExportsQuery, usePushToFortnoxMutation } = exportsApi;
