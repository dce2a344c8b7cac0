import { financeApi } from '#lib';

/** Sends the invoice by e-mail, or a reminder when it is overdue; the invoice and the list refresh. */
const sendInvoiceApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    sendInvoice: build.mutation<unknown, { documentId: string; what: 'send' | 'remind' }>({
      query: ({ documentId, what }) => ({ url: `/api/customers/invoices/${documentId}/${what}`, method: 'POST', data: { data: {} } }),
      invalidatesTags: (_result, _error, { documentId }) => [
        { type: 'Invoice', id: documentId },
        { type: 'Invoice', id: 'LIST' },
      ],
    }),
  }),
});

export const { useSendInvoiceMutation } = sendInvoiceApi;
