import { useMemo } from 'react';
import { Provider } from 'react-redux';
import type { RemoteRegistry } from '@haulage/shared/platform';
import type { ShellServices } from '../platform/create-services';
import type { ShellStore } from '../store/store';
import { ShellContext } from './shell-context';
import { ShellLayout } from './shell-layout';

export interface ShellAppProps {
  store: ShellStore;
  services: ShellServices;
  registry: RemoteRegistry;
}

export const ShellApp = ({ store, services, registry }: ShellAppProps) => {
  const context = useMemo(() => ({ services, registry }), [services, registry]);
  return (
    <Provider store={store}>
      <ShellContext.Provider value={context}>
        <ShellLayout />
      </ShellContext.Provider>
    </Provider>
  );
};
