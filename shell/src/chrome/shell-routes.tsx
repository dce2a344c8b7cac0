import { Suspense, type ReactNode } from 'react';
import { allowedTypes, paths, type UserType } from '@haulage/shared/contracts';
import { LoginPage } from '../features/login/pages/login-page';
import { findArea } from '../federation/registry';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { AreaRoute } from './area-route';
import { Guarded } from './guarded';
import { DashboardPage, GalleryPage, PrivacyPolicyPage, UsersPage } from './lazy-pages';
import { usePathname } from './router/history';
import { useShell } from './shell-context';
import { Spinner } from './ui/spinner';

const PageLoading = () => (
  <div className="sh-center sh-pad">
    <Spinner large label="Loading page" />
  </div>
);

interface ShellPage {
  page: () => ReactNode;
  allowedTypes?: readonly UserType[];
}

/** The shell's own pages; every other path belongs to an area or is not found. */
export const SHELL_PAGES: Record<string, ShellPage> = {
  [paths.home.path]: { page: () => <HomePage /> },
  [paths.login.path]: { page: () => <LoginPage /> },
  [paths.privacyPolicy.path]: { page: () => <PrivacyPolicyPage /> },
  [paths.dashboard.path]: { page: () => <DashboardPage /> },
  [paths.users.path]: { page: () => <UsersPage />, allowedTypes: ['admin'] },
  [paths.gallery.path]: { page: () => <GalleryPage />, allowedTypes: allowedTypes('upload', 'read') },
};

export const ShellRoutes = () => {
  const { registry } = useShell();
  const pathname = usePathname();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const shellPage = SHELL_PAGES[path];
  if (shellPage) {
    return (
      <Guarded key={path} allowedTypes={shellPage.allowedTypes}>
        <Suspense fallback={<PageLoading />}>{shellPage.page()}</Suspense>
      </Guarded>
    );
  }
  const area = findArea(registry.remotes, path);
  if (area) return <AreaRoute remote={area} />;
  return (
    <Guarded>
      <NotFoundPage />
    </Guarded>
  );
};
