import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@haulage/shared/contracts';
import { Center, EmptyState, ErrorState, Heading, PageHeader, SimpleGrid, Spinner, Stack } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';
import { errorMessage } from '@haulage/shared/area-kit';
import { AuditTrail } from '../features/audit/components/audit-trail';
import { ContactsSection } from '../features/contacts/components/contacts-section';
import { useGetCustomerQuery } from '../features/customers/api/customers-api';
import { CustomerActions } from '../features/customers/components/customer-actions';
import { CustomerLogo } from '../features/customers/components/customer-logo';
import { CustomerSummary } from '../features/customers/components/customer-summary';
import { NotificationsSection } from '../features/notifications/components/notifications-section';
import { PricingSection } from '../features/pricing/components/pricing-section';

/** A place a later area fills (jobs, invoices): labelled now so the page's shape does not move. */
const Placeholder = ({ title, description }: { title: string; description: string }) => (
  <Stack gap="2" as="section" aria-label={title} borderWidth="1px" rounded="card" p="4">
    <Heading as="h2" size="md">
      {title}
    </Heading>
    <EmptyState title={`No ${title.toLowerCase()} yet`} description={description} />
  </Stack>
);

export const CustomerDetailsPage = () => {
  const navigate = useNavigate();
  const documentId = useSearchParams()[0].get('id') ?? '';
  const customer = useGetCustomerQuery(documentId, { skip: !documentId });
  usePageTitle(customer.data?.companyName ?? 'Customer');

  if (!documentId) return <ErrorState title="No customer chosen" message="Open a customer from the list." />;
  if (customer.isError)
    return <ErrorState message={errorMessage(customer.error, 'Could not load the customer')} onRetry={customer.refetch} />;
  if (!customer.data)
    return (
      <Center py="10">
        <Spinner aria-label="Loading" />
      </Center>
    );
  const data = customer.data;

  return (
    <Stack gap="8">
      <PageHeader
        title={data.companyName}
        breadcrumbs={[{ label: 'Customers', href: paths.customers.list.href() }, { label: data.companyName }]}
        onNavigate={navigate}
        actions={<CustomerActions customer={data} />}
      />
      <CustomerLogo customer={data} />
      <CustomerSummary customer={data} />
      <ContactsSection customer={data.documentId} />
      <NotificationsSection customer={data.documentId} />
      <PricingSection customer={data.documentId} companyName={data.companyName} currency={data.currency} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="gutter">
        <Placeholder title="Jobs" description="The customer's jobs appear here once the jobs area is in use." />
        <Placeholder title="Invoices" description="The customer's invoices appear here once the finance area is in use." />
      </SimpleGrid>
      <AuditTrail customer={data.documentId} />
    </Stack>
  );
};
