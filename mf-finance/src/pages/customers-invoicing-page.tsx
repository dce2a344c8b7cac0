import { PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';

export const CustomersInvoicingPage = () => {
  usePageTitle('Customer invoicing');
  return <PageHeader title="Customer invoicing" />;
};
