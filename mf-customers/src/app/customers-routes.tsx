import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Box, Center, Spinner } from '@haulage/shared/ui';
import { CustomerListPage } from '../pages/customer-list-page';

// The list is the usual first visit; the other screens load on demand to keep that visit small.
const AddCustomerPage = lazy(() => import('../features/customers/pages/add-customer-page').then((m) => ({ default: m.AddCustomerPage })));
const EditCustomerPage = lazy(() => import('../features/customers/pages/edit-customer-page').then((m) => ({ default: m.EditCustomerPage })));
const CustomerDetailsPage = lazy(() => import('../pages/customer-details-page').then((m) => ({ default: m.CustomerDetailsPage })));
const ManageCustomerFilterPage = lazy(() =>
  import('../features/customer-filters/pages/manage-customer-filter-page').then((m) => ({ default: m.ManageCustomerFilterPage })),
);

const Loading = () => (
  <Center py="10">
    <Spinner aria-label="Loading" />
  </Center>
);

const Page = ({ children }: { children: ReactNode }) => (
  <Box p="gutter">
    <Suspense fallback={<Loading />}>{children}</Suspense>
  </Box>
);

export const CustomersRoutes = () => (
  <Routes>
    <Route path="/customers" element={<Page><CustomerListPage /></Page>} />
    <Route path="/customers/addCustomer" element={<Page><AddCustomerPage /></Page>} />
    <Route path="/customers/editCustomer" element={<Page><EditCustomerPage /></Page>} />
    <Route path="/customers/customerDetails" element={<Page><CustomerDetailsPage /></Page>} />
    <Route path="/customers/manageCustomerFilter" element={<Page><ManageCustomerFilterPage /></Page>} />
    <Route path="*" element={<Navigate to="/customers" replace />} />
  </Routes>
);
