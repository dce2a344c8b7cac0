import type { ReactNode } from 'react';
import { Heading, HStack, Stack } from '@haulage/shared/ui';

/** A titled part of the details page, named for assistive technology by its heading. */
export const DetailSection = ({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) => (
  <Stack gap="3" as="section" aria-label={title} borderWidth="1px" rounded="card" p="4">
    <HStack justify="space-between" wrap="wrap">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {actions}
    </HStack>
    {children}
  </Stack>
);
