import { useId } from 'react';
import { Box, Heading, List, Text } from '@haulage/shared/ui';
import { conflictLines, type ConflictEntry } from '../model/conflict-log';

/** Every conflict the server answered for plans made on this page, until the board shows them settled. */
export const ConflictList = ({ entries }: { entries: readonly ConflictEntry[] }) => {
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
          No conflicts in the plans made here.
        </Text>
      )}
    </Box>
  );
};
