import { useEffect } from 'react';
import { Center, Spinner } from '@haulage/shared/ui';
import { useShellSelector } from '../store/store';
import { AppHeader } from './app-header';
import { isChromelessPath } from './chromeless';
import { usePathname } from './router/history';
import { ShellRoutes } from './shell-routes';
import { ShellToaster } from './shell-toaster';

export const ShellLayout = () => {
  const pathname = usePathname();
  const withChrome = !isChromelessPath(pathname);
  const showSpinner = useShellSelector((s) => s.feedback.isLoading || s.feedback.spinner);

  useEffect(() => {
    document.body.classList.toggle('shell-chrome', withChrome);
  }, [withChrome]);

  return (
    <>
      {withChrome && <AppHeader />}
      <ShellRoutes />
      {/* The page stays mounted beneath (its mount turns the flag off); the spinner covers it. */}
      {showSpinner && (
        <Center position="fixed" inset="0" top={withChrome ? 'header' : '0'} bg="bg" zIndex="overlay" role="status" aria-label="Loading">
          <Spinner size="xl" color="brand.500" />
        </Center>
      )}
      <ShellToaster />
    </>
  );
};
