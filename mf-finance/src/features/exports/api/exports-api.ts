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
        params: { 'sort[0]': 'createdAt:desc', 'pagination[page]': page, 'pagination[pageSize]': 20 },
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
    sendInvoice: build.mutation<unknown, { documentId: string; what: 'send' | 'remind' }>({
      query: ({ documentId, what }) => ({ url: `/api/customers/invoices/${documentId}/${what}`, method: 'POST', data: { data: {} } }),
      invalidatesTags: (_result, _error, { documentId }) => [
        { type: 'Invoice', id: documentId },
        { type: 'Invoice', id: 'LIST' },
      ],
    }),
  }),
});

export const { useInvoiceExportsQuery, usePushToFortnoxMutation, useSendInvoiceMutation } = exportsApi;
