import { PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';

export const SalariesPage = () => {
  usePageTitle('Driver pay');
  return <PageHeader title="Driver pay" />;
};
