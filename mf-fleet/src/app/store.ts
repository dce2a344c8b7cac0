import { configureStore } from '@reduxjs/toolkit';
import type { PlatformContext } from '@haulage/shared/platform';
import { fleetApi } from '../lib/fleet-api';

/** One store per mount: nothing of the fleet area outlives its unmount or leaks to other areas. */
export const createFleetStore = (platform: PlatformContext) =>
  configureStore({
    reducer: { [fleetApi.reducerPath]: fleetApi.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { platform } } }).concat(fleetApi.middleware),
  });

export type FleetStore = ReturnType<typeof createFleetStore>;
