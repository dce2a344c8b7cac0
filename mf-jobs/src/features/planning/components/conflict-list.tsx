import { useId } from 'react';
import { Box, Heading, List, Text } from '@haulage/shared/ui';
import type { JobConflicts } from '@haulage/shared/contracts';
import { conflictLines } from '../model/conflict-log';

/** Every conflict of the plan on the board's days, as the server reads it now (the same for every dispatcher). */
export const ConflictList = ({ entries }: { entries: readonly JobConflicts[] }) => {
  const headingId = useId();
  const lines = conflictLines(entries);
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      rounded="card"
      p="3"
      bg={lines.length > 0 ? 'orange.subtle' : undefined}
    >
      <Heading as="h2" size="sm" id={headingId} mb="2">
        Conflicts
      </Heading>
      {lines.length > 0 ? (
        <List.Root gap="1" fontSize="sm" ps="4">
          {lines.map((line) => (
            <List.Item key={line.key}>{line.text}</List.Item>
          ))}
        </List.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No conflicts in the plan for these days.
        </Text>
      )}
    </Box>
  );
};
