import { useMemo, useSyncExternalStore } from 'react';
import { Box, Button, HStack, Link, UiProvider } from '@haulage/shared/ui';
import { FleetRoot } from '../app/fleet-root';
import { createStandalonePlatform } from './create-standalone-platform';
import { SignIn } from './sign-in';
import { StandaloneToaster } from './standalone-toaster';

/** The fleet area on its own: sign in, a bar with the area's links, then the same root as in the shell. */
export const StandaloneApp = ({ apiUrl }: { apiUrl: string }) => {
  const standalone = useMemo(() => createStandalonePlatform(apiUrl), [apiUrl]);
  const session = useSyncExternalStore(standalone.sessionStore.subscribe, standalone.sessionStore.getState);
  if (window.location.pathname === '/') window.history.replaceState(null, '', '/trucks');
  return (
    <>
      <UiProvider>
        <StandaloneToaster feedback={standalone.feedback} />
        {session.user ? (
          <HStack as="nav" gap="4" px="6" h="64px" borderBottomWidth="1px">
            {['/trucks', '/drivers', '/trailers'].map((path) => (
              <Link key={path} href={path} onClick={(e) => { e.preventDefault(); standalone.platform.navigate(path); }}>
                {path.slice(1)}
              </Link>
            ))}
            <Box flex="1" />
            <Button size="sm" variant="outline" onClick={() => void standalone.platform.session.signOut()}>Sign out</Button>
          </HStack>
        ) : (
          <SignIn standalone={standalone} />
        )}
      </UiProvider>
      {session.user ? <div style={{ padding: 25 }}><FleetRoot platform={standalone.platform} /></div> : null}
    </>
  );
};
