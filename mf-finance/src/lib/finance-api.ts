import { createAreaApi } from '@haulage/shared/area-kit';

export const FINANCE_TAGS = ['Invoice', 'InvoiceExport', 'TruckPerformance', 'CustomerPerformance', 'Payslip', 'DriverPayment'] as const;
export type FinanceTag = (typeof FINANCE_TAGS)[number];

/** The area's one API client; each request lives in its own file via injectEndpoints. */
export const financeApi = createAreaApi({ reducerPath: 'financeApi', tagTypes: FINANCE_TAGS });
