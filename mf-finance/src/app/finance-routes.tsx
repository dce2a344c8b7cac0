import { Route } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { AreaRoutes, lazyPage } from '@haulage/shared/area-kit';
import { InvoiceListPage } from '../pages/invoice-list-page';

// The invoice list is the usual first visit; the other screens load on demand to keep it small.
const InvoiceDetailsPage = lazyPage(() => import('../pages/invoice-details-page'), 'InvoiceDetailsPage');
const CustomersInvoicingPage = lazyPage(() => import('../pages/customers-invoicing-page'), 'CustomersInvoicingPage');
const PerformancePage = lazyPage(() => import('../pages/performance-page'), 'PerformancePage');
const SalariesPage = lazyPage(() => import('../pages/salaries-page'), 'SalariesPage');
const InvoiceExportsPage = lazyPage(() => import('../pages/invoice-exports-page'), 'InvoiceExportsPage');

export const FinanceRoutes = () => (
  <AreaRoutes>
    <Route path={paths.invoices.list.path} element={<InvoiceListPage />} />
    <Route path={paths.invoices.details.path} element={<InvoiceDetailsPage />} />
    <Route path={paths.invoices.customersInvoicing.path} element={<CustomersInvoicingPage />} />
    <Route path={paths.invoices.exports.path} element={<InvoiceExportsPage />} />
    <Route path={paths.invoices.performance.path} element={<PerformancePage />} />
    <Route path={paths.invoices.salaries.path} element={<SalariesPage />} />
  </AreaRoutes>
);
