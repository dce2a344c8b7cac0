import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Action, Resource } from '@haulage/shared/contracts';
import type { PlatformContext } from '@haulage/shared/platform';

const PlatformReactContext = createContext<PlatformContext | null>(null);

export const PlatformProvider = ({ platform, children }: { platform: PlatformContext; children: ReactNode }) => (
  <PlatformReactContext.Provider value={platform}>{children}</PlatformReactContext.Provider>
);

export const usePlatform = (): PlatformContext => {
  const platform = useContext(PlatformReactContext);
  if (!platform) throw new Error('usePlatform must be used inside PlatformProvider');
  return platform;
};

/** Whether the signed-in user may do this; re-renders when the session changes (UX only). */
export const useCan = (resource: Resource, action: Action): boolean => {
  const { session } = usePlatform();
  useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return session.can(resource, action);
};
