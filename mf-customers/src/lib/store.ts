import { configureStore } from '@reduxjs/toolkit';
import type { PlatformContext } from '@haulage/shared/platform';
import { customersApi } from './customers-api';

export interface StoreExtra {
  platform: PlatformContext;
}

/** One store per mount: nothing is shared with the shell or other areas, and an unmount drops it all. */
export const createCustomersStore = (platform: PlatformContext) =>
  configureStore({
    reducer: { [customersApi.reducerPath]: customersApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { platform } satisfies StoreExtra } }).concat(customersApi.middleware),
  });

export type CustomersStore = ReturnType<typeof createCustomersStore>;
