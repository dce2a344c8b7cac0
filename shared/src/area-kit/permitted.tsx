import type { ReactNode } from 'react';
import type { Action, Resource } from '@haulage/shared/contracts';
import { Heading, Stack, Text } from '@haulage/shared/ui';
import { useCan } from './platform-provider';

/** What a user sees on a screen their type may not use (the API refuses it too). */
export const ForbiddenState = () => (
  <Stack role="alert" gap="2" py="10" align="center">
    <Heading as="h1" size="lg">
      403 Unauthorized
    </Heading>
    <Text color="fg.muted">Your user type cannot use this screen.</Text>
  </Stack>
);

/**
 * A page that only some user types may use, decided by the one permission matrix: an area's
 * routes wrap each create page in it, so every one refuses in the same words.
 */
export const Permitted = ({ resource, action, children }: { resource: Resource; action: Action; children: ReactNode }) =>
  useCan(resource, action) ? <>{children}</> : <ForbiddenState />;
