import { I18nextProvider } from 'react-i18next';
import { decodeToken, tokenStorage } from '@haulage/shared/session';
import { standalonePage, withEarlyAnswer } from '../lib/standalone-page';
import { createDriverApi } from './api/driver-api';
import { DriverApp } from './components/driver-app';
import { preloadStopForms } from './components/lazy-forms';
import { SignInPage } from './components/sign-in-page';
import { DRIVER_STYLES } from './driver-styles';
import { chosenLanguage, loadDriverI18n } from './i18n/driver-i18n';
import { createActionQueue } from './model/action-queue';
import { runDateOf } from './model/run-dates';
import { installable } from './installable';
import { DRIVER_APP_PATH, DRIVER_SIGN_IN_PATH } from './driver-paths';
import { openDriverDb, queueStoreOf, runStoreOf } from './store/driver-db';

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
export const lifecycles = standalonePage({
  name: 'driver app',
  styles: DRIVER_STYLES,
  start: async (props, show) => {
    const storage = localStorageOrNull();
    const language = chosenLanguage(storage, navigator.language);
    const api = createDriverApi(props.platform.apiUrl, () => tokenStorage.get());

    if (isUnder(window.location.pathname, DRIVER_SIGN_IN_PATH)) {
      const token = new URLSearchParams(window.location.search).get('token');
      const onSignedIn = (session: string) => {
        tokenStorage.set(session);
        window.location.replace(DRIVER_APP_PATH);
      };
      const i18n = await loadDriverI18n(language);
      show(
        <I18nextProvider i18n={i18n}>
          <SignInPage api={api} token={token} onSignedIn={onSignedIn} />
        </I18nextProvider>,
      );
      return;
    }
    const user = decodeToken(tokenStorage.get());
    // Without a session the driver signs in; an office user belongs in the back office.
    if (!user) return window.location.assign('/login');
    if (user.type !== 'driver') return window.location.replace('/dashboard');

    const earlyApi = withEarlyAnswer(api, 'run', runDateOf('today'));
    const [db, i18n] = await Promise.all([openDriverDb(), loadDriverI18n(language)]);
    const services = {
      api: earlyApi,
      queue: createActionQueue({ store: queueStoreOf(db), send: (item) => api.send(item) }),
      runs: runStoreOf(db),
      storage,
      signOut: () => {
        tokenStorage.clear();
        window.location.assign('/login');
      },
      // The service worker's install and the forms' chunks would share the slow line with the run.
      onRunShown: () => {
        installable();
        void preloadStopForms();
      },
    };
    show(
      <I18nextProvider i18n={i18n}>
        <DriverApp services={services} />
      </I18nextProvider>,
    );
  },
});

export const { bootstrap, mount, unmount } = lifecycles;
