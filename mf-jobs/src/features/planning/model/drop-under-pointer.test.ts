import type { DroppableContainer } from '@dnd-kit/core';
import { dropUnderPointer } from './drop-under-pointer';

const zone = (id: string): { element: HTMLElement; container: DroppableContainer } => {
  const element = document.createElement('td');
  element.setAttribute('data-drop-id', id);
  return { element, container: { id, node: { current: element } } as unknown as DroppableContainer };
};

describe('the drop zone under the pointer', () => {
  const monday = zone('truck:t1:2026-03-09');
  const tuesday = zone('truck:t2:2026-03-09');
  const card = document.createElement('article');
  const cardText = document.createElement('span');
  card.append(cardText);
  tuesday.element.append(card);
  const containers = [monday.container, tuesday.container];

  it('is the zone holding the element under the pointer, however deep (a card low in a tall cell)', () => {
    const hits = dropUnderPointer({ pointerCoordinates: { x: 5, y: 270 }, droppableContainers: containers }, () => [cardText, card]);
    expect(hits?.map((hit) => hit.id)).toEqual(['truck:t2:2026-03-09']);
  });

  it('looks past the dragged card’s overlay, which floats above the board', () => {
    const overlay = document.createElement('div');
    const hits = dropUnderPointer({ pointerCoordinates: { x: 5, y: 5 }, droppableContainers: containers }, () => [overlay, monday.element]);
    expect(hits?.map((hit) => hit.id)).toEqual(['truck:t1:2026-03-09']);
  });

  it('is none outside every zone, and unknown without a pointer (the keyboard decides by overlap)', () => {
    expect(dropUnderPointer({ pointerCoordinates: { x: 5, y: 5 }, droppableContainers: containers }, () => [document.body])).toEqual([]);
    expect(dropUnderPointer({ pointerCoordinates: null, droppableContainers: containers }, () => [monday.element])).toBeNull();
  });

  it('ignores a zone that is not taking drops now', () => {
    expect(
      dropUnderPointer({ pointerCoordinates: { x: 5, y: 5 }, droppableContainers: [tuesday.container] }, () => [monday.element]),
    ).toEqual([]);
  });
});
