import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { Box, type BoxProps } from '@haulage/shared/ui';
import { DROP_ID_ATTRIBUTE } from '../model/drop-under-pointer';
import { targetId, type PlanTarget } from '../model/plan-target';
import { usePlanning } from './planning-context';

/** What a drop zone tells the drop and the screen reader. */
export interface DropData {
  target: PlanTarget;
  /** "Volvo FH 500 on Tue 2026-03-10", "Unplanned". */
  label: string;
}

type DropZoneProps = DropData & { children?: ReactNode } & Omit<BoxProps, 'children'>;

const Droppable = ({ target, label, children, ...box }: DropZoneProps) => {
  const data: DropData = { target, label };
  const { setNodeRef, isOver } = useDroppable({ id: targetId(target), data });
  return (
    // The caller's props first: a table cell handing itself over (`asChild`) passes a ref of its own,
    // which must not replace the droppable's, or the zone is never measured and takes no drop.
    <Box
      outlineColor="brand.solid"
      {...box}
      ref={setNodeRef}
      {...{ [DROP_ID_ATTRIBUTE]: targetId(target) }}
      data-drop-over={isOver || undefined}
      bg={isOver ? 'brand.subtle' : box.bg}
      outline={isOver ? '2px dashed' : box.outline}
    >
      {children}
    </Box>
  );
};

/** A place cards can be dropped on; a plain box on a read-only board. */
export const DropZone = (props: DropZoneProps) => {
  const { canPlan } = usePlanning();
  if (canPlan) return <Droppable {...props} />;
  const { target: _target, label: _label, children, ...box } = props;
  return <Box {...box}>{children}</Box>;
};
