import { useNavigate } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { usePlatform } from '@haulage/shared/area-kit';
import { useCreateCustomerMutation } from '../api/create-customer';
import { CustomerForm } from '../components/customer-form';
import { emptyCustomerForm } from '../model/customer-form';

export const AddCustomerPage = () => {
  const navigate = useNavigate();
  usePageTitle('Add customer');
  const { feedback } = usePlatform();
  const [createCustomer] = useCreateCustomerMutation();
  return (
    <>
      <PageHeader
        title="Add customer"
        breadcrumbs={[{ label: 'Customers', href: paths.customers.list.href() }, { label: 'Add customer' }]}
        onNavigate={navigate}
      />
      <CustomerForm
        initial={emptyCustomerForm()}
        onCancel={() => navigate(paths.customers.list.href())}
        onSubmit={async (data) => {
          const created = await createCustomer(data).unwrap();
          feedback.toast('success', 'Customer is created successfully');
          return () => navigate(paths.customers.details.href(created.documentId));
        }}
      />
    </>
  );
};
