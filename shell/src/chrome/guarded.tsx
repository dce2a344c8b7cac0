import type { ReactNode } from 'react';
import type { UserType } from '@haulage/shared/contracts';
import { ForbiddenPage } from '../pages/forbidden-page';
import { guardInputFor } from '../session/guard-input';
import { decideRoute } from '../session/route-guard';
import { useShellSelector } from '../store/store';
import { GuardRedirect } from './guard-redirect';
import { usePathname } from './router/history';
import { useShell } from './shell-context';
import { Spinner } from './ui/spinner';

interface GuardedProps {
  allowedTypes?: readonly UserType[];
  children: ReactNode;
}

/** Applies the shell's route rules to a page: redirect, '403 Unauthorized', wait, or show it. */
export const Guarded = ({ allowedTypes, children }: GuardedProps) => {
  const pathname = usePathname();
  const { services, registry } = useShell();
  const auth = useShellSelector((s) => s.auth);
  const isLoading = useShellSelector((s) => s.feedback.isLoading);
  const publicPaths = registry.remotes.flatMap((remote) => remote.publicRoutes ?? []);
  const decision = decideRoute(
    guardInputFor({ path: pathname, auth, isLoading, storedToken: services.storage.get(), allowedTypes, publicPaths }),
  );

  switch (decision.kind) {
    case 'redirect':
      return <GuardRedirect to={decision.to} />;
    case 'forbidden':
      return <ForbiddenPage />;
    case 'pending':
      return (
        <div className="sh-center sh-half" aria-label="Restoring your session">
          <Spinner large />
        </div>
      );
    default:
      return <>{children}</>;
  }
};
