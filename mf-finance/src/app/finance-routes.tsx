import { AreaRoutes, lazyPage, type AreaPage } from '@haulage/shared/area-kit';
import { InvoiceListPage } from '../pages/invoice-list-page';

// The invoice list is the usual first visit; the other screens load on demand to keep it small.
const pages: AreaPage[] = [
  { path: '/invoices', page: InvoiceListPage },
  { path: '/invoices/invoiceDetails', page: lazyPage(() => import('../pages/invoice-details-page'), 'InvoiceDetailsPage') },
  { path: '/invoices/customersInvoicing', page: lazyPage(() => import('../pages/customers-invoicing-page'), 'CustomersInvoicingPage') },
  { path: '/invoices/exports', page: lazyPage(() => import('../pages/invoice-exports-page'), 'InvoiceExportsPage') },
  { path: '/invoices/performance', page: lazyPage(() => import('../pages/performance-page'), 'PerformancePage') },
  { path: '/invoices/salaries', page: lazyPage(() => import('../pages/salaries-page'), 'SalariesPage') },
];

export const FinanceRoutes = () => <AreaRoutes pages={pages} />;
