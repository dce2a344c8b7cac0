import { useEffect } from 'react';
import { useShellSelector } from '../store/store';
import { AppHeader } from './app-header';
import { isChromelessPath } from './chromeless';
import { usePathname } from './router/history';
import { ShellRoutes } from './shell-routes';
import { ShellToaster } from './shell-toaster';
import { Spinner } from './ui/spinner';

export const ShellLayout = () => {
  const pathname = usePathname();
  const withChrome = !isChromelessPath(pathname);
  const showSpinner = useShellSelector((s) => s.feedback.isLoading || s.feedback.spinner);

  useEffect(() => {
    document.body.classList.toggle('shell-chrome', withChrome);
  }, [withChrome]);

  return (
    <div className="sh-root">
      {withChrome && <AppHeader />}
      <ShellRoutes />
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
