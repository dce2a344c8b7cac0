import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@haulage/shared/ui';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a details page. */
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
