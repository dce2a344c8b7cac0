import { useMemo, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type Over,
} from '@dnd-kit/core';
import type { BoardJob } from '@haulage/shared/contracts';
import { Box } from '@haulage/shared/ui';
import { dragMessages, SCREEN_READER_INSTRUCTIONS } from '../model/drag-messages';
import { dropUnderPointer } from '../model/drop-under-pointer';
import type { PlanTarget } from '../model/plan-target';
import type { DragData } from './draggable-job-card';
import type { DropData } from './drop-zone';
import { JobCard } from './job-card';

const elementsAt = (x: number, y: number): readonly Element[] =>
  typeof document.elementsFromPoint === 'function' ? document.elementsFromPoint(x, y) : [];

// The pointer decides where a mouse or finger drop lands, by the zone under it now; the keyboard
// sensor has no pointer, so the card's overlap decides for it.
const collision: CollisionDetection = (args) => dropUnderPointer(args, elementsAt) ?? rectIntersection(args);

const jobOf = (active: Active): BoardJob | undefined => (active.data.current as DragData | undefined)?.job;
const dropOf = (over: Over | null): DropData | undefined => (over?.data.current as DropData | undefined) ?? undefined;

const announcements: Announcements = {
  onDragStart: ({ active }) => {
    const job = jobOf(active);
    return job ? dragMessages.start(job.jobNumber) : undefined;
  },
  onDragOver: ({ active, over }) => {
    const job = jobOf(active);
    return job ? dragMessages.over(job.jobNumber, dropOf(over)?.label ?? null) : undefined;
  },
  onDragEnd: ({ active, over }) => {
    const job = jobOf(active);
    return job ? dragMessages.end(job.jobNumber, dropOf(over)?.label ?? null) : undefined;
  },
  onDragCancel: ({ active }) => {
    const job = jobOf(active);
    return job ? dragMessages.cancel(job.jobNumber) : undefined;
  },
};

/**
 * Drag and drop for a board (ADR 16): a pointer picks a card up after a few pixels (so clicks on
 * its buttons stay clicks), the keyboard from the card's grip; the drop is handed to `onDrop`.
 */
export const PlanningDnd = ({ onDrop, children }: { onDrop: (job: BoardJob, target: PlanTarget) => void; children: ReactNode }) => {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor));
  const [dragged, setDragged] = useState<BoardJob | null>(null);
  const accessibility = useMemo(() => ({ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }), []);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={accessibility}
      onDragStart={({ active }) => setDragged(jobOf(active) ?? null)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        const job = jobOf(active);
        const drop = dropOf(over);
        if (job && drop) onDrop(job, drop.target);
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <Box aria-hidden shadow="lg" cursor="grabbing">
            <JobCard job={dragged} />
          </Box>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
};
