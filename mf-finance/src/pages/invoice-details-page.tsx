import { PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';

export const InvoiceDetailsPage = () => {
  usePageTitle('Invoice');
  return <PageHeader title="Invoice" />;
};
