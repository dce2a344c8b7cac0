import type { InvoicePreviewDraft, InvoicePreviewMeta, InvoiceRunInput, InvoiceRunProgress } from '@haulage/shared/contracts';
import { financeApi } from '#lib';

export interface InvoicePreview {
  data: InvoicePreviewDraft[];
  meta: InvoicePreviewMeta & { pagination?: { page: number; pageSize: number; pageCount: number; total: number } };
}

export interface InvoiceRunStep {
  data: InvoicePreviewDraft[];
  meta: { run: InvoiceRunProgress };
}

const invoicingApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    previewInvoicing: build.mutation<InvoicePreview, InvoiceRunInput & { page?: number }>({
      query: ({ page = 1, ...data }) => ({
        url: '/api/customers/invoices/preview',
        method: 'POST',
        list: { page, pageSize: 50 },
        data: { data },
      }),
    }),
    /** One batch of the run; the caller repeats it until `meta.run.complete`. */
    runInvoicing: build.mutation<InvoiceRunStep, InvoiceRunInput>({
      query: (data) => ({ url: '/api/customers/invoices', method: 'POST', data: { data } }),
      invalidatesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
  }),
});

export const { usePreviewInvoicingMutation, useRunInvoicingMutation } = invoicingApi;
