import { Route } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { AreaRoutes, lazyPage, Permitted } from '@haulage/shared/area-kit';
import { CustomerListPage } from '../pages/customer-list-page';

// The list is the usual first visit; the other screens load on demand to keep that visit small.
const AddCustomerPage = lazyPage(() => import('../features/customers/pages/add-customer-page'), 'AddCustomerPage');
const EditCustomerPage = lazyPage(() => import('../features/customers/pages/edit-customer-page'), 'EditCustomerPage');
const CustomerDetailsPage = lazyPage(() => import('../pages/customer-details-page'), 'CustomerDetailsPage');
const ManageCustomerFilterPage = lazyPage(
  () => import('../features/customer-filters/pages/manage-customer-filter-page'),
  'ManageCustomerFilterPage',
);

export const CustomersRoutes = () => (
  <AreaRoutes>
    <Route path={paths.customers.list.path} element={<CustomerListPage />} />
    <Route
      path={paths.customers.add.path}
      element={
        <Permitted resource="customers" action="create">
          <AddCustomerPage />
        </Permitted>
      }
    />
    <Route path={paths.customers.edit.path} element={<EditCustomerPage />} />
    <Route path={paths.customers.details.path} element={<CustomerDetailsPage />} />
    <Route path={paths.customers.manageFilters.path} element={<ManageCustomerFilterPage />} />
  </AreaRoutes>
);
