import { useState } from 'react';
import type { PlanningConflict } from '@haulage/shared/contracts';
import { formatCount } from '@haulage/shared/format';
import { Box, Button, List } from '@haulage/shared/ui';

export interface ConflictBadgeProps {
  jobNumber: number;
  conflicts: readonly PlanningConflict[];
  /** The id of the conflicts' text, which the card is described by. */
  textId: string;
  /** The card is hovered or holds the focus: its conflicts are shown in words. */
  shown: boolean;
}

/**
 * The warning on a card: the count, and the messages in words — shown while the card is hovered or
 * focused, or opened by the button for touch users — and always the card's accessible description.
 */
export const ConflictBadge = ({ jobNumber, conflicts, textId, shown }: ConflictBadgeProps) => {
  const [open, setOpen] = useState(false);
  const messages = conflicts.map((conflict) => conflict.message);
  return (
    <>
      <Button
        size="2xs"
        variant="subtle"
        colorPalette="orange"
        aria-label={`${formatCount(conflicts.length, 'conflict')} on job ${jobNumber}`}
        aria-expanded={open || shown}
        aria-controls={textId}
        aria-describedby={textId}
        title={messages.join('\n')}
        onClick={() => setOpen((kept) => !kept)}
      >
        <span aria-hidden>⚠</span>
        {conflicts.length}
      </Button>
      <Box id={textId} role="tooltip" hidden={!(open || shown)} flexBasis="100%">
        <List.Root fontSize="xs" ps="4">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List.Root>
      </Box>
    </>
  );
};
