import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '@haulage/shared/ui';
import type { PlatformContext } from '@haulage/shared/platform';
import { PlatformProvider } from '../lib/platform';
import { createFleetStore } from './store';
import { RealtimeSync } from './realtime-sync';
import { FleetRoutes } from './fleet-routes';

/** The fleet area's root: the same component in the shell and standalone. */
export const FleetRoot = ({ platform }: { platform: PlatformContext }) => {
  const store = useMemo(() => createFleetStore(platform), [platform]);
  return (
    <PlatformProvider platform={platform}>
      <Provider store={store}>
        <UiProvider>
          {/* No basename: the area owns /trucks, /drivers and /trailers in the product's one URL space. */}
          <BrowserRouter>
            <RealtimeSync />
            <FleetRoutes />
          </BrowserRouter>
        </UiProvider>
      </Provider>
    </PlatformProvider>
  );
};
