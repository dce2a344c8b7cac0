// The single-spa root config: plain TypeScript that wires services, areas and the chrome.
import { navigateToUrl, start } from 'single-spa';
import { decodeToken, nowInSeconds } from '@haulage/shared/session';
import { mountChrome } from './chrome/mount-chrome';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { loadMapsLibrary } from './config/maps-loader';
import { startAreas } from './federation/start-areas';
import { connectStore } from './platform/connect-store';
import { createShellServices, requestRenewedToken, type ShellServices } from './platform/create-services';
import { setShellHttp } from './platform/http-holder';
import { restoreSession } from './session/restore-session';
import { rememberReturnPath } from './session/return-path';
import { setLoading } from './store/feedback-slice';
import { createShellStore, type ShellStore } from './store/store';

const restoreStoredSession = (services: ShellServices, store: ShellStore, navigate: (path: string) => void) =>
  restoreSession({
    readToken: () => services.storage.get(),
    decode: decodeToken,
    nowSeconds: () => nowInSeconds(),
    renewToken: (token) => requestRenewedToken(services.http, token),
    fetchProfile: async () => (await services.http.get('/api/users/me')).data,
    acceptToken: (token) => services.session.setToken(token),
    removeToken: () => services.session.clear(),
    setUserData: (user) => services.session.setUserData(user),
    setLoading: (isLoading) => store.dispatch(setLoading(isLoading)),
    // The stored session could not be restored: after signing in, the page that was asked for.
    redirect: (path) => {
      rememberReturnPath();
      navigate(path);
    },
    logError: (message, error) => console.error(message, error),
  });

const main = async () => {
  const { config, registry } = await loadRuntimeConfig();
  loadMapsLibrary(config.mapsApiKey);

  const navigate = (path: string) => navigateToUrl(path);
  const services = createShellServices({ config, navigate });
  setShellHttp(services.http);
  const store = createShellStore();
  connectStore(store, services.session, services.feedback);

  startAreas(registry, services, store);
  mountChrome(document.getElementById('shell-root') as HTMLElement, { store, services, registry });
  start({ urlRerouteOnly: true });

  await restoreStoredSession(services, store, navigate);
};

main().catch((error: unknown) => {
  console.error('The back office could not start', error);
  document.body.textContent = 'The back office could not start. Please reload the page.';
});
