import { Route } from 'react-router-dom';
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
    <Route path="/customers" element={<CustomerListPage />} />
    <Route
      path="/customers/addCustomer"
      element={
        <Permitted resource="customers" action="create">
          <AddCustomerPage />
        </Permitted>
      }
    />
    <Route path="/customers/editCustomer" element={<EditCustomerPage />} />
    <Route path="/customers/customerDetails" element={<CustomerDetailsPage />} />
    <Route path="/customers/manageCustomerFilter" element={<ManageCustomerFilterPage />} />
  </AreaRoutes>
);
