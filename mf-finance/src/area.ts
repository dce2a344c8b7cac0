import { defineArea } from '@haulage/shared/area-kit';
import { FinanceRoutes } from './app/finance-routes';
import { financeApi, type FinanceTag } from './lib/finance-api';

/** Which cached data a topic's events make stale. */
export const FINANCE_TOPICS: Record<string, FinanceTag[]> = {
  invoices: ['Invoice', 'InvoiceExport'],
  payslips: ['Payslip'],
  'driver-payments': ['DriverPayment', 'Payslip'],
};

/** The finance area; its name, port, routes and nav are its entry in areas.json. */
export const financeArea = defineArea<FinanceTag>({
  title: 'Finance',
  api: financeApi,
  topics: FINANCE_TOPICS,
  Routes: FinanceRoutes,
});
