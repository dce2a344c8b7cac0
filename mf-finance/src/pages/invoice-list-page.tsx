import { PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';

export const InvoiceListPage = () => {
  usePageTitle('Invoices');
  return <PageHeader title="Invoices" />;
};
