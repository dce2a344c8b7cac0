import { useEffect } from 'react';
import { useShellSelector } from '../store/store';
import { SkipLink } from './a11y/skip-link';
import { useFocusAfterNavigation } from './a11y/use-focus-after-navigation';
import { AppHeader } from './app-header';
import { isChromelessPath } from './chromeless';
import { PageOutlet } from './page-outlet';
import { usePathname } from './router/history';
import { ShellRoutes } from './shell-routes';
import { useShell } from './shell-context';
import { ShellToaster } from './shell-toaster';
import { Spinner } from './ui/spinner';

export const ShellLayout = () => {
  const pathname = usePathname();
  const { registry } = useShell();
  const withChrome = !isChromelessPath(
    pathname,
    registry.remotes.flatMap((remote) => remote.publicRoutes ?? []),
  );
  const showSpinner = useShellSelector((s) => s.feedback.isLoading || s.feedback.spinner);
  useFocusAfterNavigation(pathname);

  useEffect(() => {
    document.body.classList.toggle('shell-chrome', withChrome);
  }, [withChrome]);

  return (
    <div className="sh-root">
      {withChrome && <SkipLink />}
      {withChrome && <AppHeader />}
      <PageOutlet>
        <ShellRoutes />
      </PageOutlet>
      {/* The page stays mounted beneath (its mount turns the flag off); the spinner covers it. */}
      {showSpinner && (
        <div className={`sh-overlay sh-center${withChrome ? ' sh-below-header' : ''}`} role="status" aria-label="Loading">
          <Spinner large />
        </div>
      )}
      <ShellToaster />
    </div>
  );
};
