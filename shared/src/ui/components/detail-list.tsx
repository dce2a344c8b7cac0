import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

export interface DetailListProps {
  items: readonly DetailItem[];
  /** Columns from the widest screen down; a phone always shows one. */
  columns?: { md: number; lg?: number };
}

const isMissing = (value: ReactNode) => value === null || value === undefined || value === '';

/** A details page's label/value pairs as a description list; a missing value reads "—". */
export const DetailList = ({ items, columns = { md: 2, lg: 3 } }: DetailListProps) => (
  <SimpleGrid as="dl" columns={{ base: 1, md: columns.md, lg: columns.lg ?? columns.md }} gapX="25px" gapY="3">
    {items.map((item) => (
      <Box key={item.label}>
        <Text as="dt" color="fg.muted" fontSize="sm">
          {item.label}
        </Text>
        <Box as="dd">{isMissing(item.value) ? '—' : item.value}</Box>
      </Box>
    ))}
  </SimpleGrid>
);
