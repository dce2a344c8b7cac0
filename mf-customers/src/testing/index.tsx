import './polyfills';
import { render } from '@testing-library/react';
import { createHttpClient } from '@haulage/shared/api';
import { can, type UserType } from '@haulage/shared/contracts';
import type { PlatformContext, RealtimeService, SessionState, TopicHandler } from '@haulage/shared/platform';
import { CustomersRoot } from '../app/customers-root';

export interface FakeCall {
  method: string;
  /** Path and query as sent, with brackets decoded for readable assertions. */
  url: string;
  body: any;
}

export type FakeReply = [status: number, body: unknown];
export interface FakeRoute {
  method: string;
  /** Matched against the decoded path and query. */
  path: RegExp;
  reply: (call: FakeCall) => FakeReply;
}

const readUrl = (http: PlatformContext['http'], config: Parameters<PlatformContext['http']['getUri']>[0]): string => {
  const full = new URL(http.getUri(config), 'http://api.test');
  return decodeURIComponent(`${full.pathname}${full.search}`);
};

/** A realtime service whose subscriptions the test can see and whose topics it can publish to. */
const createFakeRealtime = () => {
  const handlers = new Map<string, Set<TopicHandler>>();
  const service: RealtimeService = {
    subscribe: (topic, handler) => {
      const set = handlers.get(topic) ?? new Set<TopicHandler>();
      set.add(handler);
      handlers.set(topic, set);
      return () => { set.delete(handler); };
    },
    isConnected: () => true,
  };
  /** Topics with at least one live subscription. */
  const topics = () => [...handlers].filter(([, set]) => set.size > 0).map(([topic]) => topic).sort();
  const publish = (topic: string, event: string, payload: { id: number; documentId: string }) =>
    handlers.get(topic)?.forEach((handler) => handler(event, payload));
  return { service, topics, publish };
};

/**
 * A platform whose http client is the real one (interceptors, error normalising) with a fake
 * adapter answering from `routes`; unmatched calls answer 404 in the Strapi envelope.
 */
export const createFakePlatform = (routes: FakeRoute[], userType: UserType = 'admin') => {
  const calls: FakeCall[] = [];
  const toasts: { status: string; message: string }[] = [];
  const navigations: string[] = [];
  const realtime = createFakeRealtime();
  const http = createHttpClient({ baseURL: 'http://api.test', getToken: () => 'test-token' });
  http.defaults.adapter = async (config) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: readUrl(http, config),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const route = routes.find((candidate) => candidate.method === call.method && candidate.path.test(call.url));
    const [status, data] = route ? route.reply(call) : [404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }];
    const response = { data, status, statusText: String(status), headers: {}, config };
    // Shaped like an AxiosError so the client's own normalising is what the test exercises.
    if (status >= 300) throw Object.assign(new Error(`Request failed with status ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  const state: SessionState = { token: 'test-token', user: { id: 1, iat: 0, exp: 9_999_999_999, type: userType }, userData: null };
  const platform: PlatformContext = {
    contractVersion: '1.1.0',
    http,
    apiUrl: 'http://api.test',
    session: { getState: () => state, subscribe: () => () => undefined, can: (resource, action) => can(userType, resource, action), signOut: async () => undefined },
    realtime: realtime.service,
    feedback: { toast: (status, message) => { toasts.push({ status, message }); }, withLoading: (work) => work },
    navigate: (path) => { navigations.push(path); },
  };
  return { platform, calls, toasts, navigations, realtime };
};

export const renderCustomers = (path: string, platform: PlatformContext) => {
  window.history.pushState({}, '', path);
  return render(<CustomersRoot platform={platform} />);
};

export const listReply = <T,>(items: T[], page = 1, pageSize = 20, total = items.length): FakeReply => [
  200,
  { data: items, meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), total } } },
];

export const entry = (documentId: string, id = 1) => ({
  id, documentId, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', publishedAt: '2026-01-01T00:00:00.000Z',
});
