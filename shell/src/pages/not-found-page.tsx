import { paths } from '@haulage/shared/contracts';
import { usePageTitle } from '@haulage/shared/platform';
import { RouterLink } from '../chrome/router/link';
import { usePageMounted } from '../chrome/use-page-mounted';

export const NotFoundPage = () => {
  usePageMounted();
  usePageTitle('Page not found');
  return (
    <div className="sh-page">
      <h1>Page not found</h1>
      <p>
        There is no page at this address.{' '}
        <RouterLink className="sh-link" to={paths.dashboard.href()}>
          Go to the dashboard
        </RouterLink>
      </p>
    </div>
  );
};
