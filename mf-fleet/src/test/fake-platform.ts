import { createHttpClient } from '@haulage/shared/api';
import { can, type UserType } from '@haulage/shared/contracts';
import type { PlatformContext, TopicHandler } from '@haulage/shared/platform';

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  data: unknown;
}

export interface FakeReply {
  status: number;
  data: unknown;
}

export type FakeRoute = (request: RecordedRequest) => FakeReply | undefined;

type Adapter = NonNullable<PlatformContext['http']['defaults']['adapter']>;

const parseBody = (data: unknown): unknown => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
};

/**
 * A platform like the shell's, whose http client is the real one with its network adapter
 * replaced: requests are recorded and answered by `route`, so the app's own code runs end to end.
 */
export const createFakePlatform = (route: FakeRoute, userType: UserType = 'dispatcher') => {
  const requests: RecordedRequest[] = [];
  const handlers = new Map<string, Set<TopicHandler>>();
  const http = createHttpClient({ baseURL: 'http://api.test', getToken: () => 'token' });
  const adapter: Adapter = async (config) => {
    const request = { method: (config.method ?? 'get').toUpperCase(), url: decodeURI(config.url ?? ''), params: config.params, data: parseBody(config.data) };
    requests.push(request);
    const reply = route(request) ?? { status: 404, data: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } };
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: {}, config, request: {} };
    if (reply.status >= 200 && reply.status < 300) return response;
    // The shape axios rejects with; the client's interceptor turns it into an ApiError.
    throw Object.assign(new Error(`Request failed with status ${reply.status}`), { isAxiosError: true, response, config });
  };
  http.defaults.adapter = adapter;
  const toast = jest.fn();
  const platform: PlatformContext = {
    contractVersion: '1.1.0',
    session: {
      getState: () => ({ token: 'token', user: { id: 1, iat: 0, exp: 9_999_999_999, type: userType }, userData: null }),
      subscribe: () => () => undefined,
      can: (resource, action) => can(userType, resource, action),
      signOut: async () => undefined,
    },
    http,
    realtime: {
      subscribe: (topic, handler) => {
        const set = handlers.get(topic) ?? new Set<TopicHandler>();
        set.add(handler);
        handlers.set(topic, set);
        return () => { set.delete(handler); };
      },
      isConnected: () => true,
    },
    feedback: { toast, withLoading: (work) => work },
    navigate: jest.fn(),
    apiUrl: 'http://api.test',
  };
  const emit = (topic: string, event: string, payload: unknown) => handlers.get(topic)?.forEach((handler) => handler(event, payload));
  return { platform, requests, toast, emit };
};
