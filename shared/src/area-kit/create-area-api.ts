import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { createApi, type BaseQueryFn, type TagDescription } from '@reduxjs/toolkit/query/react';
import { createAxiosBaseQuery, type ApiErrorData, type AxiosBaseQueryArgs } from '@haulage/shared/api';
import type { MediaFile } from '@haulage/shared/contracts';
import type { PlatformContext } from '@haulage/shared/platform';

/** What every thunk of an area's store receives: the platform this mount was given. */
export interface AreaThunkExtra {
  platform: PlatformContext;
}

// The store is created per mount with that mount's platform, so the http client is read from the
// thunk's extra argument at request time rather than captured when the module loads.
const baseQuery: BaseQueryFn<AxiosBaseQueryArgs, unknown, ApiErrorData> = (args, api) =>
  createAxiosBaseQuery(() => (api.extra as AreaThunkExtra).platform.http)(args, api);

/**
 * The one RTK Query API of an area; each request lives in its own file via `injectEndpoints`.
 * Every area gets `uploadFile` (`POST /api/upload`, multipart `files`; the first stored file).
 */
export const createAreaApi = <R extends string, T extends string>(options: { reducerPath: R; tagTypes: readonly T[] }) =>
  createApi({
    reducerPath: options.reducerPath,
    baseQuery,
    tagTypes: options.tagTypes,
    // The spec's lookup defaults: stale time 0, no refetch on focus, no retry.
    keepUnusedDataFor: 0,
    refetchOnFocus: false,
    endpoints: (build) => ({
      uploadFile: build.mutation<MediaFile, File>({
        query: (file) => {
          const body = new FormData();
          body.append('files', file);
          return { url: '/api/upload', method: 'POST', data: body };
        },
        transformResponse: (files: MediaFile[]) => files[0] as MediaFile,
      }),
    }),
  });

/**
 * What the kit needs of an area's API (any `createAreaApi` result). Methods, not function
 * properties, so an API typed with its own tag names and reducer path fits.
 */
export interface AreaApi<T extends string = string> {
  reducerPath: string;
  reducer(state: unknown, action: UnknownAction): unknown;
  middleware: Middleware;
  util: { invalidateTags(tags: TagDescription<T>[]): UnknownAction };
}

export { listTags } from '@haulage/shared/api';
