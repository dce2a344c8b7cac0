import { useState, useSyncExternalStore } from 'react';
import { isAuthenticated } from '@haulage/shared/session';
import { UiProvider } from '@haulage/shared/ui';
import { CustomersRoot } from '../app/customers-root';
import { createStandalonePlatform } from './create-standalone-platform';
import { SignIn } from './sign-in';
import { StandaloneToaster } from './standalone-toaster';

export const StandaloneApp = ({ apiUrl }: { apiUrl: string }) => {
  const [{ platform, session, feedback }] = useState(() => createStandalonePlatform(apiUrl));
  const state = useSyncExternalStore(session.subscribe, session.getState);
  return (
    <UiProvider>
      <StandaloneToaster feedback={feedback} />
      {isAuthenticated(state) ? <CustomersRoot platform={platform} /> : <SignIn http={platform.http} session={session} />}
    </UiProvider>
  );
};
