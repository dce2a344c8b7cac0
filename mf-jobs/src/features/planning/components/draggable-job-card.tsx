import type { HTMLAttributes } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { BoardJob } from '@haulage/shared/contracts';
import { Box, Button } from '@haulage/shared/ui';
import { JobCard } from './job-card';
import { usePlanning } from './planning-context';

/** What a dragged card carries to the drop. */
export interface DragData {
  job: BoardJob;
}

/**
 * A card a dispatcher moves: by pointer from anywhere on it, by keyboard from its grip (the
 * activator, so keys pressed on the menu button do not start a drag), or through "Plan job N…".
 */
export const DraggableJobCard = ({ job }: { job: BoardJob }) => {
  const { conflictsOf, isSaving, openPlanMenu } = usePlanning();
  const data: DragData = { job };
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({ id: job.documentId, data });
  return (
    <JobCard
      job={job}
      conflicts={conflictsOf(job.documentId)}
      saving={isSaving(job.documentId)}
      dragging={isDragging}
      ref={setNodeRef}
      dragProps={listeners as HTMLAttributes<HTMLElement> | undefined}
      handle={
        <Box
          as="span"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-label={`Move job ${job.jobNumber}`}
          cursor="grab"
          touchAction="none"
          color="fg.muted"
          px="1"
          rounded="sm"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
        >
          ⠿
        </Box>
      }
      action={
        <Button
          size="2xs"
          variant="outline"
          aria-haspopup="dialog"
          aria-label={`Plan job ${job.jobNumber}…`}
          onClick={() => openPlanMenu(job)}
        >
          Plan
        </Button>
      }
    />
  );
};
