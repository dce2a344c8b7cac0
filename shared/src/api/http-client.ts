import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { toApiError } from './api-error';

export interface HttpClientOptions {
  baseURL: string;
  /** The current raw token (without "Bearer"), or null when signed out. */
  getToken: () => string | null;
  /** Asks the server for a new token and stores it; resolves null (or rejects) when it cannot. */
  renewToken?: () => Promise<string | null>;
  /** Called once a call is still unauthorised after the renew attempt: sign the user out. */
  onUnauthorized?: () => void;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  haulageRenewedToken?: string;
}

// The session endpoints answer 400/401 as part of their own flow; renewing around them would loop.
const SESSION_PATHS = /\/admin\/(login|renew-token|logout)\b/;

const isSessionCall = (config: InternalAxiosRequestConfig): boolean => SESSION_PATHS.test(config.url ?? '');

/**
 * The product's one http client: Bearer token on every call, one renew attempt on a 401 and a
 * single retry, then `onUnauthorized`; every failure rejects with an `ApiError`.
 */
export const createHttpClient = ({ baseURL, getToken, renewToken, onUnauthorized }: HttpClientOptions): AxiosInstance => {
  const http = axios.create({
    baseURL,
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });
  // Requests failing together share one renewal instead of each spending the old token.
  let renewal: Promise<string | null> | null = null;

  const renewOnce = (): Promise<string | null> => {
    renewal ??= (renewToken ? renewToken() : Promise.resolve(null))
      .catch(() => null)
      .finally(() => {
        renewal = null;
      });
    return renewal;
  };

  http.interceptors.request.use((config: RetriableConfig) => {
    const token = config.haulageRenewedToken ?? getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  http.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    if (error.response?.status !== 401 || !config || isSessionCall(config)) throw toApiError(error);
    if (config.haulageRenewedToken === undefined) {
      const token = await renewOnce();
      if (token) return http.request({ ...config, haulageRenewedToken: token } as RetriableConfig);
    }
    onUnauthorized?.();
    throw toApiError(error);
  });

  return http;
};
