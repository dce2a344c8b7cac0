import { Route } from 'react-router-dom';
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
    <Route path="/invoices" element={<InvoiceListPage />} />
    <Route path="/invoices/invoiceDetails" element={<InvoiceDetailsPage />} />
    <Route path="/invoices/customersInvoicing" element={<CustomersInvoicingPage />} />
    <Route path="/invoices/exports" element={<InvoiceExportsPage />} />
    <Route path="/invoices/performance" element={<PerformancePage />} />
    <Route path="/invoices/salaries" element={<SalariesPage />} />
  </AreaRoutes>
);
