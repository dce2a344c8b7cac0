import { AreaRoutes, lazyPage, type AreaPage } from '@haulage/shared/area-kit';
import { paths } from '@haulage/shared/contracts';
import { InvoiceListPage } from '../pages/invoice-list-page';

// The invoice list is the usual first visit; the other screens load on demand to keep it small.
const pages: AreaPage[] = [
  { path: paths.invoices.list.path, page: InvoiceListPage },
  { path: paths.invoices.details.path, page: lazyPage(() => import('../pages/invoice-details-page'), 'InvoiceDetailsPage') },
  {
    path: paths.invoices.customersInvoicing.path,
    page: lazyPage(() => import('../pages/customers-invoicing-page'), 'CustomersInvoicingPage'),
  },
  { path: paths.invoices.exports.path, page: lazyPage(() => import('../pages/invoice-exports-page'), 'InvoiceExportsPage') },
  { path: paths.invoices.performance.path, page: lazyPage(() => import('../pages/performance-page'), 'PerformancePage') },
  { path: paths.invoices.salaries.path, page: lazyPage(() => import('../pages/salaries-page'), 'SalariesPage') },
];

export const FinanceRoutes = () => <AreaRoutes pages={pages} />;
