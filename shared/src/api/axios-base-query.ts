import type { AxiosInstance, AxiosRequestConfig, Method } from 'axios';
import { toApiError, type ApiErrorData } from './api-error';
import { buildListQuery, type ListQueryParams } from './list-query';

/** What an RTK Query endpoint's `query` returns: a url, or a request description. */
export type AxiosBaseQueryArgs =
  | string
  | {
      url: string;
      method?: Method;
      data?: unknown;
      params?: AxiosRequestConfig['params'];
      /** A list query, appended to the url in the spec's form. */
      list?: ListQueryParams;
      headers?: Record<string, string>;
      responseType?: AxiosRequestConfig['responseType'];
    };

export type AxiosBaseQueryResult = { data: unknown; error?: undefined } | { error: ApiErrorData; data?: undefined };

/** Structurally an RTK Query `BaseQueryFn<AxiosBaseQueryArgs, unknown, ApiErrorData>`. */
export type AxiosBaseQuery = (args: AxiosBaseQueryArgs, api: { signal?: AbortSignal }) => Promise<AxiosBaseQueryResult>;

const withList = (url: string, list: ListQueryParams | undefined): string =>
  list ? `${url}${url.includes('?') ? '&' : '?'}${buildListQuery(list)}` : url;

/**
 * An RTK Query baseQuery over the platform's one http client; `getHttp` is read per call so an
 * app can create its api before the platform is mounted. Errors come back as plain `ApiErrorData`.
 */
export const createAxiosBaseQuery =
  (getHttp: () => AxiosInstance): AxiosBaseQuery =>
  async (args, api) => {
    const request = typeof args === 'string' ? { url: args } : args;
    try {
      const response = await getHttp().request({
        url: withList(request.url, 'list' in request ? request.list : undefined),
        method: 'method' in request ? (request.method ?? 'GET') : 'GET',
        data: 'data' in request ? request.data : undefined,
        params: 'params' in request ? request.params : undefined,
        headers: 'headers' in request ? request.headers : undefined,
        responseType: 'responseType' in request ? request.responseType : undefined,
        signal: api.signal,
      });
      return { data: response.status === 204 ? null : response.data };
    } catch (error) {
      return { error: toApiError(error).toJSON() };
    }
  };
