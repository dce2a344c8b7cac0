import { AreaRoutes, lazyPage, type AreaPage } from '@haulage/shared/area-kit';
import { CustomerListPage } from '../pages/customer-list-page';

// The list is the usual first visit; the other screens load on demand to keep that visit small.
const pages: AreaPage[] = [
  { path: '/customers', page: CustomerListPage },
  {
    path: '/customers/addCustomer',
    page: lazyPage(() => import('../features/customers/pages/add-customer-page'), 'AddCustomerPage'),
    permit: ['customers', 'create'],
  },
  { path: '/customers/editCustomer', page: lazyPage(() => import('../features/customers/pages/edit-customer-page'), 'EditCustomerPage') },
  { path: '/customers/customerDetails', page: lazyPage(() => import('../pages/customer-details-page'), 'CustomerDetailsPage') },
  {
    path: '/customers/manageCustomerFilter',
    page: lazyPage(() => import('../features/customer-filters/pages/manage-customer-filter-page'), 'ManageCustomerFilterPage'),
  },
];

export const CustomersRoutes = () => <AreaRoutes pages={pages} />;
