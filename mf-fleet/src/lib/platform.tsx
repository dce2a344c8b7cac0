import { createContext, useContext, type ReactNode } from 'react';
import type { PlatformContext } from '@haulage/shared/platform';
import type { Action, Resource } from '@haulage/shared/contracts';

const PlatformReactContext = createContext<PlatformContext | null>(null);

export const PlatformProvider = ({ platform, children }: { platform: PlatformContext; children: ReactNode }) => (
  <PlatformReactContext.Provider value={platform}>{children}</PlatformReactContext.Provider>
);

export const usePlatform = (): PlatformContext => {
  const platform = useContext(PlatformReactContext);
  if (!platform) throw new Error('usePlatform needs a PlatformProvider (the remote was mounted without platform)');
  return platform;
};

/** UX only: the API checks every write again. */
export const useCan = (resource: Resource, action: Action): boolean => usePlatform().session.can(resource, action);
