import { PageHeader } from '@haulage/shared/ui';
import { usePageTitle } from '@haulage/shared/platform';

export const PerformancePage = () => {
  usePageTitle('Performance');
  return <PageHeader title="Performance" />;
};
