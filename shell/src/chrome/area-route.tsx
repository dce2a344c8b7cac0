import type { RemoteDefinition } from '@haulage/shared/platform';
import { ForbiddenPage } from '../pages/forbidden-page';
import { allowedTypesForAreaPath } from '../federation/registry';
import { guardInputFor } from '../session/guard-input';
import { decideRoute } from '../session/route-guard';
import { useShellSelector } from '../store/store';
import { GuardRedirect } from './guard-redirect';
import { usePathname } from './router/history';
import { useShell } from './shell-context';

/**
 * A path of a remote's area. The area itself renders in #app-outlet (single-spa mounts it only
 * when the same guard allows); this element shows what the shell owes when it does not.
 */
export const AreaRoute = ({ remote }: { remote: RemoteDefinition }) => {
  const pathname = usePathname();
  const { services } = useShell();
  const auth = useShellSelector((s) => s.auth);
  const isLoading = useShellSelector((s) => s.feedback.isLoading);
  const decision = decideRoute(
    guardInputFor({
      path: pathname,
      auth,
      isLoading,
      storedToken: services.storage.get(),
      allowedTypes: allowedTypesForAreaPath(remote, pathname),
      publicPaths: remote.publicRoutes,
    }),
  );
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} />;
  if (decision.kind === 'forbidden') return <ForbiddenPage />;
  return null;
};
