import type { ReactNode } from 'react';
import { FORBIDDEN_MESSAGE, FORBIDDEN_TITLE, type Action, type Resource } from '@haulage/shared/contracts';
import { Heading, Stack, Text } from '@haulage/shared/ui';
import { useCan } from './platform-provider';

/** What a user sees on a screen their type may not use (the API refuses it too): the one 403 of the areas. */
export const ForbiddenState = () => (
  <Stack role="alert" gap="2" py="10" align="center">
    <Heading as="h1" size="lg">
      {FORBIDDEN_TITLE}
    </Heading>
    <Text color="fg.muted">{FORBIDDEN_MESSAGE}</Text>
  </Stack>
);

/** A resource and what a screen does with it, as the one permission matrix names them. */
export type Permit = readonly [Resource, Action];

/**
 * A page that only some user types may use, decided by the one permission matrix: an area's
 * routes name the permit of each page that needs one (`AreaRoutes`), so every one refuses in the same words.
 */
export const Permitted = ({ resource, action, children }: { resource: Resource; action: Action; children: ReactNode }) =>
  useCan(resource, action) ? <>{children}</> : <ForbiddenState />;
