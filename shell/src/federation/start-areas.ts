import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addErrorHandler, getAppStatus, registerApplication, triggerAppChange, unregisterApplication } from 'single-spa';
import type { RemoteDefinition, RemoteRegistry } from '@haulage/shared/platform';
import type { ShellServices } from '../platform/create-services';
import { guardInputFor } from '../session/guard-input';
import { decideRoute } from '../session/route-guard';
import { setLoading } from '../store/feedback-slice';
import type { ShellStore } from '../store/store';
import { renderAreaFallback } from './fallback-lifecycles';
import { preloadUiSystem } from './preload-ui-system';
import { registerAreas } from './register-areas';
import { allowedTypesForAreaPath } from './registry';

const outlet = (): HTMLElement => document.getElementById('app-outlet') as HTMLElement;

/** Registers the registry's areas with single-spa and keeps them in step with the session. */
export const startAreas = (registry: RemoteRegistry, services: ShellServices, store: ShellStore) => {
  const publicPaths = registry.remotes.flatMap((remote) => remote.publicRoutes ?? []);
  // An area is active only where the same guard as the shell's pages says "allow".
  const isAllowed = (remote: RemoteDefinition, path: string) => {
    const { auth, feedback } = store.getState();
    const input = guardInputFor({
      path,
      auth,
      isLoading: feedback.isLoading,
      storedToken: services.storage.get(),
      allowedTypes: allowedTypesForAreaPath(remote, path),
      publicPaths,
    });
    return decideRoute(input).kind === 'allow';
  };

  const areas = registerAreas(
    registry.remotes,
    { platform: services.platform, domElementGetter: outlet, isAllowed },
    {
      registerRemotes: (remotes, options) => registerRemotes(remotes, options),
      loadRemote: (id) => {
        preloadUiSystem();
        return loadRemote(id);
      },
      // A public page is made to load without the UI system (ADR 0018): nothing preloads it there.
      loadPublicPage: (id) => loadRemote(id),
      registerApplication: (app) => registerApplication(app),
      unregisterApplication: (name) => unregisterApplication(name),
    },
  );

  // A remote that breaks outside mount (bootstrap, unmount) still gets its fallback, never a blank outlet.
  addErrorHandler((error) => {
    const name = error.appOrParcelName;
    console.error(`The ${name} area failed (${getAppStatus(name)})`, error);
    const message = areas.unavailableMessageFor(name, window.location.pathname);
    if (message) renderAreaFallback(outlet(), message, () => void areas.retryArea(name));
  });

  // Page mount turns the loading flag off (spec §4); for an area that is single-spa mounting it.
  window.addEventListener('single-spa:app-change', (event) => {
    const detail = (event as CustomEvent<{ appsByNewStatus?: { MOUNTED?: string[] } }>).detail;
    if (detail?.appsByNewStatus?.MOUNTED?.length) store.dispatch(setLoading(false));
  });

  // Signing in or out changes which areas may be active.
  let lastUser = store.getState().auth.user;
  store.subscribe(() => {
    const { user } = store.getState().auth;
    if (user === lastUser) return;
    lastUser = user;
    void triggerAppChange();
  });
  return areas;
};
