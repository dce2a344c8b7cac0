import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { RemoteRegistry } from '@haulage/shared/platform';
import { createMemoryTokenStorage } from '@haulage/shared/session';
import { UiProvider } from '@haulage/shared/ui';
import { ShellContext } from '../chrome/shell-context';
import { connectStore } from '../platform/connect-store';
import { createShellServices } from '../platform/create-services';
import { setShellHttp } from '../platform/http-holder';
import { createShellStore } from '../store/store';
import { fakeAdapter, type FakeServer } from './fake-http';

interface Options {
  path: string;
  server?: FakeServer;
  registry?: RemoteRegistry;
  token?: string;
}

/** Renders shell UI with real services and store; only the network (the axios adapter) is fake. */
export const renderShell = (ui: ReactNode, { path, server = () => undefined, registry = { remotes: [] }, token }: Options) => {
  const navigate = jest.fn();
  const services = createShellServices({
    config: { apiUrl: 'http://api.test' },
    navigate,
    storage: createMemoryTokenStorage(token ?? null),
  });
  const calls: Parameters<FakeServer>[0][] = [];
  services.http.defaults.adapter = fakeAdapter(server, calls);
  setShellHttp(services.http);
  const store = createShellStore();
  connectStore(store, services.session, services.feedback);
  if (token) services.session.setToken(token);
  window.history.replaceState(null, '', path);
  const view = render(
    <Provider store={store}>
      <UiProvider>
        <ShellContext.Provider value={{ services, registry }}>{ui}</ShellContext.Provider>
      </UiProvider>
    </Provider>,
  );
  return { ...view, services, store, calls, navigate };
};
