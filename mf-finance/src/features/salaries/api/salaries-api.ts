import { entryOf, parseList, type ParsedList } from '@haulage/shared/api';
import type {
  Driver,
  DriverPayment,
  DriverPaymentInput,
  ItemResponse,
  ListResponse,
  ManualLineInput,
  Payslip,
  PayslipAction,
  PayslipMonthMeta,
} from '@haulage/shared/contracts';
import { listTags } from '@haulage/shared/area-kit';
import { financeApi } from '#lib';

const URL = '/api/drivers/salaries';

// `driversSalaries` is the spec's state name for the payslips of a period.
const salariesApi = financeApi.injectEndpoints({
  endpoints: (build) => ({
    driversSalaries: build.query<ParsedList<Payslip>, { period: string; page: number }>({
      query: ({ period, page }) => ({
        url: URL,
        params: { period },
        list: { page, populate: 'driver' },
      }),
      transformResponse: (response: ListResponse<Payslip>) => parseList(response),
      providesTags: (result) => listTags('Payslip', result?.items),
    }),
    payslip: build.query<Payslip, string>({
      query: (documentId) => ({ url: `${URL}/${documentId}`, params: { populate: 'driver' } }),
      transformResponse: (response: ItemResponse<Payslip>) => entryOf(response),
      providesTags: (_result, _error, documentId) => [{ type: 'Payslip', id: documentId }],
    }),
    /** The month's payslips for every driver with a pay rule and none yet; names the drivers without a rule. */
    makeMonthPayslips: build.mutation<PayslipMonthMeta, string>({
      query: (period) => ({ url: `${URL}/month`, method: 'POST', data: { data: { period } } }),
      transformResponse: (response: { meta: PayslipMonthMeta }) => response.meta,
      invalidatesTags: [{ type: 'Payslip', id: 'LIST' }],
    }),
    payslipAction: build.mutation<Payslip, { documentId: string; action: PayslipAction; reason?: string }>({
      query: ({ documentId, action, reason }) => ({
        url: `${URL}/${documentId}/${action}`,
        method: 'POST',
        data: { data: reason ? { reason } : {} },
      }),
      invalidatesTags: (_result, _error, { documentId }) => [
        { type: 'Payslip', id: documentId },
        { type: 'Payslip', id: 'LIST' },
      ],
    }),
    addPayslipLine: build.mutation<Payslip, { documentId: string; line: ManualLineInput }>({
      query: ({ documentId, line }) => ({ url: `${URL}/${documentId}/add-line`, method: 'POST', data: { data: line } }),
      invalidatesTags: (_result, _error, { documentId }) => [
        { type: 'Payslip', id: documentId },
        { type: 'Payslip', id: 'LIST' },
      ],
    }),
    driverPayments: build.query<ParsedList<DriverPayment>, { from: string; to: string }>({
      query: ({ from, to }) => ({
        url: '/api/drivers/payments',
        // The month's payments on one page: the list has no pager.
        list: {
          pageSize: 100,
          populate: 'driver',
          filters: { paymentDate: { $gte: from, $lte: to } },
          sort: [{ field: 'paymentDate', order: 'desc' as const }],
        },
      }),
      transformResponse: (response: ListResponse<DriverPayment>) => parseList(response),
      providesTags: (result) => listTags('DriverPayment', result?.items),
    }),
    /** An advance or payout; the month's list refetches. */
    addDriverPayment: build.mutation<DriverPayment, DriverPaymentInput>({
      query: (data) => ({ url: '/api/drivers/payments', method: 'POST', data: { data } }),
      transformResponse: (response: { data: DriverPayment }) => response.data,
      invalidatesTags: [{ type: 'DriverPayment', id: 'LIST' }],
    }),
    /** The payment form's drivers: the server searches (`_q`), 20 at a time. */
    driverOptions: build.query<Driver[], string>({
      query: (term) => ({
        url: '/api/drivers',
        list: { pageSize: 20, sort: [{ field: 'lastName', order: 'asc' as const }], search: term ? { term } : undefined },
      }),
      transformResponse: (response: ListResponse<Driver>) => parseList(response).items,
    }),
  }),
});

export const {
  useDriversSalariesQuery,
  usePayslipQuery,
  useMakeMonthPayslipsMutation,
  usePayslipActionMutation,
  useAddPayslipLineMutation,
  useDriverPaymentsQuery,
  useAddDriverPaymentMutation,
  useDriverOptionsQuery,
} = salariesApi;
