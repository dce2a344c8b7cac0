import { createContext, useContext } from 'react';
import type { RemoteRegistry } from '@haulage/shared/platform';
import type { ShellServices } from '../platform/create-services';

export interface ShellContextValue {
  services: ShellServices;
  registry: RemoteRegistry;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export const useShell = (): ShellContextValue => {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside the shell chrome');
  return value;
};
