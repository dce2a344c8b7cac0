import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { UiProvider } from '@haulage/shared/ui';
import type { RemoteProps } from '@haulage/shared/platform';
import { PlatformProvider } from '#lib';
import { createCustomersStore } from '../lib/store';
import { CustomersRoutes } from './customers-routes';
import { RealtimeSync } from './realtime-sync';

/** Everything one mount needs: the UI system, the platform, a fresh store and the router. */
export const CustomersRoot = ({ platform }: Pick<RemoteProps, 'platform'>) => {
  const [store] = useState(() => createCustomersStore(platform));
  return (
    <UiProvider>
      <PlatformProvider platform={platform}>
        <Provider store={store}>
          <RealtimeSync />
          <BrowserRouter>
            <CustomersRoutes />
          </BrowserRouter>
        </Provider>
      </PlatformProvider>
    </UiProvider>
  );
};
