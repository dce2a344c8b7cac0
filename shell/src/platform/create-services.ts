import type { AxiosInstance } from 'axios';
import { createHttpClient } from '@haulage/shared/api';
import { can } from '@haulage/shared/contracts';
import { createFeedback, type Feedback } from '@haulage/shared/feedback';
import { PLATFORM_CONTRACT_VERSION, type PlatformContext, type SessionService } from '@haulage/shared/platform';
import { createSessionStore, tokenStorage, type SessionStore, type TokenStorage } from '@haulage/shared/session';
import { forgetReturnPath, rememberReturnPath } from '../session/return-path';
import { LOGIN_PATH } from '../session/route-guard';
import { createLazyRealtime } from './lazy-realtime';

export interface RuntimeConfig {
  apiUrl: string;
  mapsApiKey?: string;
}

export interface ShellServices {
  platform: PlatformContext;
  session: SessionStore;
  storage: TokenStorage;
  feedback: Feedback;
  http: AxiosInstance;
}

interface ServiceOptions {
  config: RuntimeConfig;
  navigate(path: string): void;
  storage?: TokenStorage;
}

/** `POST /admin/renew-token {token}` → the new token (`data.token`). */
export const requestRenewedToken = async (http: AxiosInstance, token: string): Promise<string> => {
  const response = await http.post<{ data: { token: string } }>('/admin/renew-token', { token });
  return response.data.data.token;
};

/**
 * The platform services, created once by the shell and handed to every area: one session, one
 * http client, one feedback channel, one realtime connection.
 */
export const createShellServices = ({ config, navigate, storage = tokenStorage }: ServiceOptions): ShellServices => {
  // The session starts empty: the stored token becomes the session only once restoreSession has
  // checked it (decoded, renewed when expired).
  const session = createSessionStore({ storage, initialToken: null });
  const feedback = createFeedback();

  const http = createHttpClient({
    baseURL: config.apiUrl,
    getToken: () => session.getState().token,
    renewToken: async () => {
      const current = session.getState().token;
      if (!current) return null;
      const token = await requestRenewedToken(http, current);
      session.setToken(token);
      return token;
    },
    onUnauthorized: () => {
      // The session ran out mid-work: signing in again brings the user back here.
      rememberReturnPath();
      session.clear();
      navigate(LOGIN_PATH);
    },
  });

  const realtime = createLazyRealtime(async () => {
    const { createRealtimeClient } = await import('@haulage/shared/realtime');
    return createRealtimeClient({ url: config.apiUrl, getToken: () => session.getState().token });
  });

  const sessionService: SessionService = {
    getState: session.getState,
    subscribe: session.subscribe,
    can: (resource, action) => can(session.getState().user?.type, resource, action),
    signOut: async () => {
      try {
        // Revoke on the server first so a copied token stops working too.
        if (session.getState().token) await http.post('/admin/logout');
      } catch (error) {
        console.warn('Sign-out could not reach the server; the token is forgotten locally', error);
      }
      session.clear();
      navigate(LOGIN_PATH);
      forgetReturnPath();
    },
  };

  const platform: PlatformContext = {
    contractVersion: PLATFORM_CONTRACT_VERSION,
    session: sessionService,
    http,
    realtime,
    feedback,
    navigate,
    apiUrl: config.apiUrl,
    ...(config.mapsApiKey ? { mapsApiKey: config.mapsApiKey } : {}),
  };
  return { platform, session, storage, feedback, http };
};
