import { usePageTitle } from '@haulage/shared/platform';
import { usePageMounted } from '../chrome/use-page-mounted';

export const FORBIDDEN_TEXT = '403 Unauthorized';

export const ForbiddenPage = () => {
  usePageMounted();
  usePageTitle(FORBIDDEN_TEXT);
  return (
    <div className="sh-page">
      <h1>{FORBIDDEN_TEXT}</h1>
      <p className="sh-muted">Your user type does not give access to this page.</p>
    </div>
  );
};
