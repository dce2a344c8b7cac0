import { FORBIDDEN_MESSAGE, FORBIDDEN_TITLE } from '@haulage/shared/contracts';
import { usePageTitle } from '@haulage/shared/platform';
import { usePageMounted } from '../chrome/use-page-mounted';

/** The 403 in the chrome's own styles (it shows before any area loads), in the areas' words. */
export const ForbiddenPage = () => {
  usePageMounted();
  usePageTitle(FORBIDDEN_TITLE);
  return (
    <div className="sh-page">
      <h1>{FORBIDDEN_TITLE}</h1>
      <p className="sh-muted">{FORBIDDEN_MESSAGE}</p>
    </div>
  );
};
