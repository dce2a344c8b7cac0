import type { Collision, DroppableContainer } from '@dnd-kit/core';

/** The attribute every drop zone carries: its droppable id, found from the element under the pointer. */
export const DROP_ID_ATTRIBUTE = 'data-drop-id';

interface PointerLookup {
  pointerCoordinates: { x: number; y: number } | null;
  droppableContainers: readonly DroppableContainer[];
}

/**
 * The drop zone under the pointer as the page is laid out now. dnd-kit's own rects are measured
 * when the drag starts and go stale while the board scrolls under a held card, which dropped it on
 * the truck that used to be there; the element under the pointer is never stale.
 */
export const dropUnderPointer = (
  { pointerCoordinates, droppableContainers }: PointerLookup,
  elementsAt: (x: number, y: number) => readonly Element[],
): Collision[] | null => {
  if (!pointerCoordinates) return null;
  for (const element of elementsAt(pointerCoordinates.x, pointerCoordinates.y)) {
    const id = element.closest(`[${DROP_ID_ATTRIBUTE}]`)?.getAttribute(DROP_ID_ATTRIBUTE);
    const container = id ? droppableContainers.find((candidate) => candidate.id === id) : undefined;
    if (container) return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
  }
  return [];
};
