import { useId, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { JOB_PROGRESS_LABELS, JOB_STATUS_LABELS, type BoardJob, type PlanningConflict } from '@haulage/shared/contracts';
import { Badge, Box, HStack, Spacer, StatusBadge, Text } from '@haulage/shared/ui';
import { ConfirmationBadge, showsOnCard } from '#lib';
import { cardMeasures } from '../model/card-text';
import { ConflictBadge } from './conflict-badge';

const STATUS_PALETTES: Record<string, string> = {
  open: 'gray',
  planned: 'blue',
  dispatched: 'purple',
  in_progress: 'cyan',
  completed: 'green',
};

export interface JobCardProps {
  job: BoardJob;
  conflicts?: readonly PlanningConflict[];
  saving?: boolean;
  /** The original while its copy follows the pointer. */
  dragging?: boolean;
  /** The grip keyboard users pick the card up by. */
  handle?: ReactNode;
  /** The card's menu button. */
  action?: ReactNode;
  ref?: Ref<HTMLElement>;
  /** The drag listeners: a pointer can pick the card up anywhere on it. */
  dragProps?: HTMLAttributes<HTMLElement>;
}

/**
 * A job on a board: number, customer, km and hours, where the driver is on the road (live: the
 * driver app's stop events reach the board through the `jobs` topic), ADR, status, its confirmation once asked, and
 * the conflicts of its plan — in words while the card is hovered or holds the focus, and as the
 * card's description for screen readers.
 */
export const JobCard = ({ job, conflicts = [], saving, dragging, handle, action, ref, dragProps }: JobCardProps) => {
  const conflictTextId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const hasConflicts = conflicts.length > 0;
  return (
    <Box
      as="article"
      ref={ref}
      aria-label={`Job ${job.jobNumber}`}
      aria-describedby={hasConflicts ? conflictTextId : undefined}
      aria-busy={saving || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      borderWidth="1px"
      borderColor={hasConflicts ? 'orange.solid' : 'border'}
      rounded="md"
      bg="bg.panel"
      shadow="xs"
      p="2"
      minW="0"
      whiteSpace="normal"
      fontSize="sm"
      opacity={dragging || saving ? 0.6 : 1}
      {...dragProps}
    >
      <HStack gap="1" wrap="wrap">
        {handle}
        <Text fontWeight="semibold">{`#${job.jobNumber}`}</Text>
        <Spacer />
        <StatusBadge status={job.status} labels={JOB_STATUS_LABELS} palettes={STATUS_PALETTES} />
      </HStack>
      <Text truncate title={job.customer}>
        {job.customer}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {cardMeasures(job)}
        {job.driver ? ` · ${job.driver}` : ''}
      </Text>
      <HStack gap="1" mt="1" wrap="wrap">
        {job.progress ? (
          // The words carry the step; the colour only repeats the status badge's "on the road".
          <Badge colorPalette="cyan" variant="outline" data-testid="job-progress" title="Where the driver is">
            {JOB_PROGRESS_LABELS[job.progress]}
          </Badge>
        ) : null}
        {job.adr ? (
          <Badge colorPalette="red" variant="solid" title="Dangerous goods (ADR)">
            ADR
          </Badge>
        ) : null}
        {showsOnCard(job.confirmationStatus) ? <ConfirmationBadge status={job.confirmationStatus} compact /> : null}
        {hasConflicts ? (
          <ConflictBadge jobNumber={job.jobNumber} conflicts={conflicts} textId={conflictTextId} shown={hovered || focused} />
        ) : null}
        {saving ? (
          <Text as="span" fontSize="xs" color="fg.muted">
            Saving…
          </Text>
        ) : null}
        <Spacer />
        {action}
      </HStack>
    </Box>
  );
};
