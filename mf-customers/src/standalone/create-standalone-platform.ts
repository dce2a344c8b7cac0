import { createHttpClient } from '@haulage/shared/api';
import { can } from '@haulage/shared/contracts';
import { createFeedback } from '@haulage/shared/feedback';
import { PLATFORM_CONTRACT_VERSION, type PlatformContext } from '@haulage/shared/platform';
import { createSessionStore, tokenStorage } from '@haulage/shared/session';

/**
 * The platform the shell would hand over, built from the same shared factories so the area behaves
 * the same alone. Realtime is left out: nothing in this area listens to topics yet.
 */
export const createStandalonePlatform = (apiUrl: string) => {
  const session = createSessionStore({ storage: tokenStorage });
  const http = createHttpClient({ baseURL: apiUrl, getToken: () => session.getState().token, onUnauthorized: () => session.clear() });
  const feedback = createFeedback();
  const platform: PlatformContext = {
    contractVersion: PLATFORM_CONTRACT_VERSION,
    session: {
      getState: session.getState,
      subscribe: session.subscribe,
      can: (resource, action) => can(session.getState().user?.type, resource, action),
      signOut: async () => {
        await http.post('/admin/logout').catch(() => undefined);
        session.clear();
      },
    },
    http,
    feedback,
    realtime: { subscribe: () => () => undefined, isConnected: () => false },
    navigate: (path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    apiUrl,
  };
  return { platform, session, feedback };
};
