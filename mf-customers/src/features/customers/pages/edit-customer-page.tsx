import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Center, ErrorState, PageHeader, Spinner } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage, ForbiddenState, useCan, usePlatform } from '@haulage/shared/area-kit';
import { useGetCustomerQuery, useUpdateCustomerMutation } from '../api/customers-api';
import { CustomerForm } from '../components/customer-form';
import { customerToForm } from '../model/customer-form';
import { thumbnailUrl } from '../model/media-url';

export const EditCustomerPage = () => {
  const navigate = useNavigate();
  const { feedback, apiUrl } = usePlatform();
  const documentId = useSearchParams()[0].get('id') ?? '';
  const canUpdate = useCan('customers', 'update');
  const customer = useGetCustomerQuery(documentId, { skip: !documentId });
  usePageTitle(customer.data ? `Edit ${customer.data.companyName}` : 'Edit customer');
  const [updateCustomer] = useUpdateCustomerMutation();
  const details = paths.customers.details.href(documentId);

  if (!documentId) return <ErrorState title="No customer chosen" message="Open a customer from the list to edit it." />;
  if (!canUpdate) return <ForbiddenState />;
  if (customer.isError)
    return <ErrorState message={errorMessage(customer.error, 'Could not load the customer')} onRetry={customer.refetch} />;
  if (!customer.data)
    return (
      <Center py="10">
        <Spinner aria-label="Loading" />
      </Center>
    );

  return (
    <>
      <PageHeader
        title={`Edit ${customer.data.companyName}`}
        breadcrumbs={[
          { label: 'Customers', href: paths.customers.list.href() },
          { label: customer.data.companyName, href: details },
          { label: 'Edit' },
        ]}
        onNavigate={navigate}
      />
      <CustomerForm
        key={customer.data.documentId}
        initial={customerToForm(customer.data)}
        logoUrl={thumbnailUrl(apiUrl, customer.data.profilePhoto)}
        onCancel={() => navigate(details)}
        onSubmit={async (data) => {
          await updateCustomer({ documentId, data }).unwrap();
          feedback.toast('success', 'Customer is updated successfully');
          return () => navigate(details);
        }}
      />
    </>
  );
};
