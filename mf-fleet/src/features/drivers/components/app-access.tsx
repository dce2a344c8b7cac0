import { useState } from 'react';
import { Alert, Button, Heading, Stack, Text } from '@haulage/shared/ui';
import { errorMessage, useCan } from '@haulage/shared/area-kit';
import type { Driver } from '@haulage/shared/contracts';
import { useCreateDriverUserMutation, useSendSignInLinkMutation, type SignInLinkSent } from '../api/give-app-access';
import { driverName } from '../model/driver-form';
import { lacksDriverUser, unusedPassword } from '../model/app-access';

type Outcome = { kind: 'sent'; sent: SignInLinkSent } | { kind: 'failed'; message: string };

/**
 * "Give app access": texts the driver a single-use sign-in link to the road app. A driver without
 * a user gets one first (admins may create users), with their e-mail and a password nobody is told.
 */
export const AppAccess = ({ driver }: { driver: Driver }) => {
  const canSend = useCan('driver-sign-in-links', 'create');
  const canCreateUser = useCan('users', 'create');
  const [sendLink, sending] = useSendSignInLinkMutation();
  const [createUser, creating] = useCreateDriverUserMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!canSend) return null;

  const give = async () => {
    setOutcome(null);
    try {
      setOutcome({ kind: 'sent', sent: await sendLink(driver.documentId).unwrap() });
    } catch (error) {
      if (!lacksDriverUser(error) || !canCreateUser || !driver.emailAddress)
        return setOutcome({ kind: 'failed', message: errorMessage(error) });
      try {
        await createUser({
          driver: driver.documentId,
          name: driverName(driver),
          email: driver.emailAddress,
          password: unusedPassword(),
        }).unwrap();
        setOutcome({ kind: 'sent', sent: await sendLink(driver.documentId).unwrap() });
      } catch (failure) {
        setOutcome({ kind: 'failed', message: errorMessage(failure) });
      }
    }
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="app-access-heading">
      <Heading as="h2" size="md" id="app-access-heading">
        Driver app
      </Heading>
      <Text>The driver gets a text message with a link that signs them in to the app on their phone (once, within 24 hours).</Text>
      <div>
        <Button colorPalette="brand" loading={sending.isLoading || creating.isLoading} onClick={() => void give()}>
          Give app access
        </Button>
      </div>
      {outcome?.kind === 'sent' && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            Sign-in link sent to {outcome.sent.phone}; it works until {new Date(outcome.sent.expiresAt).toLocaleString('sv-SE')}.
          </Alert.Title>
          {outcome.sent.link && (
            <Alert.Description>
              The link, shown only now: <a href={outcome.sent.link}>{outcome.sent.link}</a>
            </Alert.Description>
          )}
        </Alert.Root>
      )}
      {outcome?.kind === 'failed' && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{outcome.message}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
};
