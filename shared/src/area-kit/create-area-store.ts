import { configureStore, type Reducer } from '@reduxjs/toolkit';
import type { PlatformContext } from '@haulage/shared/platform';
import type { AreaApi, AreaThunkExtra } from './create-area-api';

/** One store per mount: nothing of an area outlives its unmount or leaks to other areas. */
export const createAreaStore = <T extends string>(api: AreaApi<T>, platform: PlatformContext, reducers: Record<string, Reducer> = {}) =>
  configureStore({
    reducer: { ...reducers, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { platform } satisfies AreaThunkExtra } }).concat(api.middleware),
  });

export type AreaStore = ReturnType<typeof createAreaStore>;
