import { AreaRoutes, lazyPage, type AreaPage } from '@haulage/shared/area-kit';
import { paths } from '@haulage/shared/contracts';
import { CustomerListPage } from '../pages/customer-list-page';

// The list is the usual first visit; the other screens load on demand to keep that visit small.
const pages: AreaPage[] = [
  { path: paths.customers.list.path, page: CustomerListPage },
  {
    path: paths.customers.add.path,
    page: lazyPage(() => import('../features/customers/pages/add-customer-page'), 'AddCustomerPage'),
    permit: ['customers', 'create'],
  },
  { path: paths.customers.edit.path, page: lazyPage(() => import('../features/customers/pages/edit-customer-page'), 'EditCustomerPage') },
  { path: paths.customers.details.path, page: lazyPage(() => import('../pages/customer-details-page'), 'CustomerDetailsPage') },
  {
    path: paths.customers.manageFilters.path,
    page: lazyPage(() => import('../features/customer-filters/pages/manage-customer-filter-page'), 'ManageCustomerFilterPage'),
  },
];

export const CustomersRoutes = () => <AreaRoutes pages={pages} />;
