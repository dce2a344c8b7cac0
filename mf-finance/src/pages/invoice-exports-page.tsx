import { PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';

export const InvoiceExportsPage = () => {
  usePageTitle('Invoice exports');
  return <PageHeader title="Invoice exports" />;
};
