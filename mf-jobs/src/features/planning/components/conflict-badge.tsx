import { useId, useState } from 'react';
import type { PlanningConflict } from '@haulage/shared/contracts';
import { formatCount } from '@haulage/shared/format';
import { Box, Button, List } from '@haulage/shared/ui';

/**
 * The warning on a card: the count, the messages as a tooltip on hover and as a list the button
 * opens, so keyboard and touch users read them too.
 */
export const ConflictBadge = ({ jobNumber, conflicts }: { jobNumber: number; conflicts: readonly PlanningConflict[] }) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const messages = conflicts.map((conflict) => conflict.message);
  return (
    <>
      <Button
        size="2xs"
        variant="subtle"
        colorPalette="orange"
        aria-label={`${formatCount(conflicts.length, 'conflict')} on job ${jobNumber}`}
        aria-expanded={open}
        aria-controls={listId}
        title={messages.join('\n')}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span aria-hidden>⚠</span>
        {conflicts.length}
      </Button>
      <Box id={listId} hidden={!open} flexBasis="100%">
        <List.Root fontSize="xs" color="fg.warning" ps="4">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List.Root>
      </Box>
    </>
  );
};
