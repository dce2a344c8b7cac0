import { lazy, Suspense, type ReactNode } from 'react';
import type { UserType } from '@haulage/shared/contracts';
import { Center, Spinner } from '@haulage/shared/ui';
import { LoginPage } from '../features/login/pages/login-page';
import { findArea } from '../federation/registry';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { AreaRoute } from './area-route';
import { Guarded } from './guarded';
import { usePathname } from './router/history';
import { useShell } from './shell-context';

// Only the login page is in the first load; the others arrive when first opened.
const DashboardPage = lazy(() => import('../features/dashboard/pages/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const PrivacyPolicyPage = lazy(() => import('../features/privacy/pages/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })));
const UsersPage = lazy(() => import('../features/users/pages/users-page').then((m) => ({ default: m.UsersPage })));

const PageLoading = () => (
  <Center py="16">
    <Spinner size="lg" aria-label="Loading page" />
  </Center>
);

interface ShellPage {
  page: () => ReactNode;
  allowedTypes?: readonly UserType[];
}

/** The shell's own pages; every other path belongs to an area or is not found. */
export const SHELL_PAGES: Record<string, ShellPage> = {
  '/': { page: () => <HomePage /> },
  '/login': { page: () => <LoginPage /> },
  '/privacy-policy': { page: () => <PrivacyPolicyPage /> },
  '/dashboard': { page: () => <DashboardPage /> },
  '/users': { page: () => <UsersPage />, allowedTypes: ['admin'] },
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
  return <Guarded><NotFoundPage /></Guarded>;
};
