import { entryOf, parseList, type ParsedList } from '@haulage/shared/api';
import type { Invoice, InvoiceCreditInput, InvoicePaymentInput, ItemResponse, ListResponse } from '@haulage/shared/contracts';
import { LIST_PAGE_SIZE, listTags } from '@haulage/shared/area-kit';
import { financeApi } from '#lib';
import { invoiceListFilters, type InvoiceListArgs } from '../model/invoice-list';

const URL = '/api/customers/invoices';
const one = (documentId: string) => ({ type: 'Invoice' as const, id: documentId });

const invoicesApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<ParsedList<Invoice>, InvoiceListArgs>({
      query: (args) => ({
        url: URL,
        list: {
          page: args.page,
          pageSize: LIST_PAGE_SIZE,
          sort: [args.sort ?? { field: 'invoiceDate', order: 'desc' }],
          search: { term: args.search, fields: ['number', 'customer.companyName'] },
          filters: invoiceListFilters(args, new Date().toISOString().slice(0, 10)) as never,
          populate: ['customer'],
        },
      }),
      transformResponse: (response: ListResponse<Invoice>) => parseList(response),
      providesTags: (result) => listTags('Invoice', result?.items),
    }),
    getInvoice: build.query<Invoice, string>({
      query: (documentId) => ({
        url: `${URL}/${documentId}`,
        params: { populate: ['customer', 'lines', 'payments', 'creditedInvoice'] },
      }),
      transformResponse: (response: ItemResponse<Invoice>) => entryOf(response),
      providesTags: (_result, _error, documentId) => [one(documentId)],
    }),
    finaliseInvoice: build.mutation<Invoice, string>({
      query: (documentId) => ({ url: `${URL}/${documentId}/finalise`, method: 'POST', data: { data: {} } }),
      transformResponse: (response: { data: Invoice }) => response.data,
      invalidatesTags: (_result, _error, documentId) => [one(documentId), { type: 'Invoice', id: 'LIST' }],
    }),
    creditInvoice: build.mutation<Invoice, { documentId: string; data: InvoiceCreditInput }>({
      query: ({ documentId, data }) => ({ url: `${URL}/${documentId}/credit`, method: 'POST', data: { data } }),
      transformResponse: (response: { data: Invoice }) => response.data,
      invalidatesTags: (_result, _error, { documentId }) => [one(documentId), { type: 'Invoice', id: 'LIST' }],
    }),
    recordPayment: build.mutation<Invoice, { documentId: string; data: InvoicePaymentInput }>({
      query: ({ documentId, data }) => ({ url: `${URL}/${documentId}/payments`, method: 'POST', data: { data } }),
      transformResponse: (response: { data: Invoice }) => response.data,
      invalidatesTags: (_result, _error, { documentId }) => [one(documentId), { type: 'Invoice', id: 'LIST' }],
    }),
    deleteInvoice: build.mutation<void, string>({
      query: (documentId) => ({ url: `${URL}/${documentId}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetInvoicesQuery,
  useGetInvoiceQuery,
  useFinaliseInvoiceMutation,
  useCreditInvoiceMutation,
  useRecordPaymentMutation,
  useDeleteInvoiceMutation,
} = invoicesApi;
