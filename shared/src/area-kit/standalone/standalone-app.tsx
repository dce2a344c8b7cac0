import { useState, useSyncExternalStore } from 'react';
import type { RemoteNavEntry } from '@haulage/shared/platform';
import { isAuthenticated } from '@haulage/shared/session';
import { Box, Button, HStack, Link, UiProvider } from '@haulage/shared/ui';
import { AreaRoot } from '../area-root';
import type { AreaDefinition } from '../define-area';
import { createStandalonePlatform } from './create-standalone-platform';
import { SignIn } from './sign-in';
import { StandaloneToaster } from './standalone-toaster';

export interface StandaloneAppProps<T extends string> {
  area: AreaDefinition<T>;
  /** The area's navigation from areas.json. */
  nav: readonly RemoteNavEntry[];
  apiUrl: string;
}

/** An area on its own: sign in, a bar with the area's links, then the same root as in the shell. */
export const StandaloneApp = <T extends string>({ area, nav, apiUrl }: StandaloneAppProps<T>) => {
  const [standalone] = useState(() => createStandalonePlatform(apiUrl));
  const session = useSyncExternalStore(standalone.sessionStore.subscribe, standalone.sessionStore.getState);
  const signedIn = isAuthenticated(session);
  return (
    <>
      <UiProvider>
        <StandaloneToaster feedback={standalone.feedback} />
        {signedIn ? (
          <HStack as="nav" gap="4" px="6" h="64px" borderBottomWidth="1px">
            {nav.map((entry) => (
              <Link
                key={entry.path}
                href={entry.path}
                onClick={(e) => {
                  e.preventDefault();
                  standalone.platform.navigate(entry.path);
                }}
              >
                {entry.label}
              </Link>
            ))}
            <Box flex="1" />
            <Button size="sm" variant="outline" onClick={() => void standalone.platform.session.signOut()}>
              Sign out
            </Button>
          </HStack>
        ) : (
          <SignIn title={area.title} standalone={standalone} />
        )}
      </UiProvider>
      {signedIn ? <AreaRoot area={area} platform={standalone.platform} /> : null}
    </>
  );
};
