import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Action, Resource } from '@haulage/shared/contracts';
import type { PlatformContext } from '@haulage/shared/platform';

const PlatformReactContext = createContext<PlatformContext | null>(null);

export const PlatformProvider = ({ platform, children }: { platform: PlatformContext; children: ReactNode }) => (
  <PlatformReactContext.Provider value={platform}>{children}</PlatformReactContext.Provider>
);

export const usePlatform = (): PlatformContext => {
  const platform = useContext(PlatformReactContext);
  if (!platform) throw new Error('usePlatform needs a PlatformProvider (the area was mounted without a platform)');
  return platform;
};

/**
 * Whether the signed-in user may do this (UX only: the API checks every write again). Subscribed
 * to the session, so a renewal or a change of user re-renders the buttons it hides or shows.
 */
export const useCan = (resource: Resource, action: Action): boolean => {
  const { session } = usePlatform();
  useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return session.can(resource, action);
};
