import { createHttpClient } from '@haulage/shared/api';
import { can } from '@haulage/shared/contracts';
import { createFeedback, type Feedback } from '@haulage/shared/feedback';
import { PLATFORM_CONTRACT_VERSION, type PlatformContext } from '@haulage/shared/platform';
import { createRealtimeClient } from '@haulage/shared/realtime';
import { createSessionStore, tokenStorage, type SessionStore } from '@haulage/shared/session';

export interface StandalonePlatform {
  platform: PlatformContext;
  sessionStore: SessionStore;
  feedback: Feedback;
}

/**
 * What the shell gives an area, built from the same shared factories (realtime included), so a
 * team runs its area alone against an API and it behaves as in the product.
 */
export const createStandalonePlatform = (apiUrl: string): StandalonePlatform => {
  const sessionStore = createSessionStore({ storage: tokenStorage });
  const getToken = () => sessionStore.getState().token;
  const http = createHttpClient({ baseURL: apiUrl, getToken, onUnauthorized: () => sessionStore.clear() });
  const feedback = createFeedback();
  const realtime = createRealtimeClient({ url: apiUrl, getToken });
  const platform: PlatformContext = {
    contractVersion: PLATFORM_CONTRACT_VERSION,
    session: {
      getState: sessionStore.getState,
      subscribe: sessionStore.subscribe,
      can: (resource, action) => can(sessionStore.getState().user?.type, resource, action),
      signOut: async () => {
        await http.post('/admin/logout').catch(() => undefined);
        realtime.disconnect();
        sessionStore.clear();
      },
    },
    http,
    realtime,
    feedback,
    navigate: (path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    apiUrl,
  };
  return { platform, sessionStore, feedback };
};
