import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { PublicPageLifecycles, PublicPageProps } from '@haulage/shared/platform';
import { decodeToken, tokenStorage } from '@haulage/shared/session';
import { PageBoundary } from '../confirm/page-boundary';
import { createDriverApi } from './api/driver-api';
import { DriverApp } from './components/driver-app';
import { SignInPage } from './components/sign-in-page';
import { injectDriverStyles } from './driver-styles';
import { chosenLanguage, createDriverI18n } from './i18n/driver-i18n';
import { createActionQueue } from './model/action-queue';
import { installable } from './installable';
import { DRIVER_APP_PATH, DRIVER_SIGN_IN_PATH } from './driver-paths';
import { openDriverDb, queueStoreOf, runStoreOf } from './store/driver-db';

let mounted: { root: Root; container: HTMLElement; removeStyles: () => void } | null = null;

const localStorageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The driver's road app, exposed as `./driver` (areas.json `publicRoutes`): the shell mounts it
 * alone on /driver, like the confirmation page, without the back office's chrome, store or UI
 * system. Unlike that page it has a signed-in user: the session token the sign-in left on the phone.
 */
export const lifecycles: PublicPageLifecycles = {
  bootstrap: async () => undefined,
  mount: async (props: PublicPageProps) => {
    const container = document.createElement('div');
    props.domElementGetter().appendChild(container);
    const removeStyles = injectDriverStyles();
    installable();
    const storage = localStorageOrNull();
    const i18n = createDriverI18n(chosenLanguage(storage, navigator.language));
    const api = createDriverApi(props.platform.apiUrl, () => tokenStorage.get());
    const root = createRoot(container);
    mounted = { root, container, removeStyles };
    const show = (page: ReactElement) =>
      root.render(
        <PageBoundary>
          <I18nextProvider i18n={i18n}>{page}</I18nextProvider>
        </PageBoundary>,
      );

    if (isUnder(window.location.pathname, DRIVER_SIGN_IN_PATH)) {
      const token = new URLSearchParams(window.location.search).get('token');
      const onSignedIn = (session: string) => {
        tokenStorage.set(session);
        window.location.replace(DRIVER_APP_PATH);
      };
      show(<SignInPage api={api} token={token} onSignedIn={onSignedIn} />);
      return;
    }
    const user = decodeToken(tokenStorage.get());
    // Without a session the driver signs in; an office user belongs in the back office.
    if (!user) return window.location.assign('/login');
    if (user.type !== 'driver') return window.location.replace('/dashboard');

    const db = await openDriverDb();
    const services = {
      api,
      queue: createActionQueue({ store: queueStoreOf(db), send: (item) => api.send(item) }),
      runs: runStoreOf(db),
      storage,
      signOut: () => {
        tokenStorage.clear();
        window.location.assign('/login');
      },
    };
    show(<DriverApp services={services} />);
  },
  unmount: async () => {
    mounted?.root.unmount();
    mounted?.container.remove();
    mounted?.removeStyles();
    mounted = null;
  },
};

export const { bootstrap, mount, unmount } = lifecycles;
