import type { Area } from '@haulage/shared/contracts';
import { Box, SimpleGrid, Text } from '@haulage/shared/ui';

/** The area's own fields as label and value. */
export const AreaFacts = ({ area }: { area: Area }) => {
  const facts = [
    { label: 'Code', value: area.code },
    { label: 'Trucks', value: String(area.trucks?.length ?? 0) },
    { label: 'Description', value: area.description },
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gapX="25px" gapY="3">
      {facts.map((fact) => (
        <Box key={fact.label}>
          <Text as="dt" color="fg.muted" fontSize="sm">
            {fact.label}
          </Text>
          <Box as="dd">{fact.value || '—'}</Box>
        </Box>
      ))}
    </SimpleGrid>
  );
};
