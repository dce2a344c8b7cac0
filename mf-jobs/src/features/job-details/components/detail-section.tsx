import type { ReactNode } from 'react';
import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@haulage/shared/ui';

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

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs; a missing value reads "—". */
export const DetailList = ({ items }: { items: DetailItem[] }) => (
  <SimpleGrid as="dl" columns={{ base: 1, md: 2, lg: 3 }} gapX="25px" gapY="3">
    {items.map((item) => (
      <Box key={item.label}>
        <Text as="dt" color="fg.muted" fontSize="sm">
          {item.label}
        </Text>
        <Box as="dd">{item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}</Box>
      </Box>
    ))}
  </SimpleGrid>
);
