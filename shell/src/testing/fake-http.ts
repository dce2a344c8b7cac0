import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { TokenPayload } from '@haulage/shared/contracts';

export interface FakeRoute {
  status: number;
  data: unknown;
}

export type FakeServer = (config: InternalAxiosRequestConfig) => FakeRoute | undefined;

/** An axios adapter answering from `server` the way the network would (errors for non-2xx). */
export const fakeAdapter =
  (server: FakeServer, calls: InternalAxiosRequestConfig[] = []): AxiosAdapter =>
  async (config) => {
    calls.push(config);
    const route = server(config) ?? {
      status: 404,
      data: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
    };
    const response: AxiosResponse = { status: route.status, statusText: String(route.status), data: route.data, headers: {}, config };
    if (route.status >= 200 && route.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${route.status}`, 'ERR_BAD_REQUEST', config, null, response);
  };

const base64Url = (value: object): string => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the product's payload (the browser never verifies signatures). */
export const fakeToken = (payload: Partial<TokenPayload> = {}): string => {
  const now = Math.floor(Date.now() / 1000);
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ id: 1, iat: now, exp: now + 3600, type: 'admin', ...payload })}.signature`;
};
