import { createHttpClient } from '@haulage/shared/api';
import { can, type UserType } from '@haulage/shared/contracts';
import { PLATFORM_CONTRACT_VERSION, type PlatformContext, type SessionState, type ToastStatus } from '@haulage/shared/platform';
import { createFakeRealtime } from './fake-realtime';

/** A request the area made, as the API would receive it. */
export interface FakeCall {
  method: string;
  /** Path and query as sent, with brackets and colons decoded for readable assertions. */
  url: string;
  /** The JSON body parsed (Strapi writes wrap the fields in `data`), or the FormData of an upload. */
  body: FakeBody;
}

export type FakeBody = { data?: Record<string, unknown> } & Record<string, unknown>;

export type FakeReply = [status: number, body: unknown];

/** One line of the fake API: the first route whose method and path match answers the call. */
export interface FakeRoute {
  method: string;
  /** Matched against the decoded path and query. */
  path: RegExp;
  reply: (call: FakeCall) => FakeReply;
}

export interface FakeToast {
  status: ToastStatus;
  message: string;
}

const NOT_FOUND: FakeReply = [404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }];

const readUrl = (http: PlatformContext['http'], config: Parameters<PlatformContext['http']['getUri']>[0]): string => {
  const full = new URL(http.getUri(config), 'http://api.test');
  return decodeURIComponent(`${full.pathname}${full.search}`);
};

const parseBody = (data: unknown): unknown => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
};

/**
 * A platform like the shell's whose http client is the real one (token, interceptors, error
 * normalising) with its network adapter replaced: calls are recorded and answered from `routes`,
 * unmatched ones with Strapi's 404. Toasts and navigations are recorded as the user would see them.
 */
export const createFakePlatform = (routes: readonly FakeRoute[], userType: UserType = 'admin') => {
  const calls: FakeCall[] = [];
  const toasts: FakeToast[] = [];
  const navigations: string[] = [];
  const realtime = createFakeRealtime();
  const http = createHttpClient({ baseURL: 'http://api.test', getToken: () => 'test-token' });
  http.defaults.adapter = async (config) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: readUrl(http, config),
      body: parseBody(config.data) as FakeBody,
    };
    calls.push(call);
    const route = routes.find((candidate) => candidate.method === call.method && candidate.path.test(call.url));
    const [status, data] = route ? route.reply(call) : NOT_FOUND;
    const response = { data, status, statusText: String(status), headers: {}, config };
    // Shaped like an AxiosError so the client's own normalising is what the test exercises.
    if (status >= 300) throw Object.assign(new Error(`Request failed with status ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  const state: SessionState = { token: 'test-token', user: { id: 1, iat: 0, exp: 9_999_999_999, type: userType }, userData: null };
  const platform: PlatformContext = {
    contractVersion: PLATFORM_CONTRACT_VERSION,
    http,
    apiUrl: 'http://api.test',
    session: {
      getState: () => state,
      subscribe: () => () => undefined,
      can: (resource, action) => can(userType, resource, action),
      signOut: async () => undefined,
    },
    realtime: realtime.service,
    feedback: {
      toast: (status, message) => {
        toasts.push({ status, message });
      },
      withLoading: (work) => work,
    },
    navigate: (path) => {
      navigations.push(path);
    },
  };
  return { platform, calls, toasts, navigations, realtime };
};

export type FakePlatform = ReturnType<typeof createFakePlatform>;
