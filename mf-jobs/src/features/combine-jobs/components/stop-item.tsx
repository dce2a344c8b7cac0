import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Box, Button, HStack, IconButton, Text } from '@haulage/shared/ui';
import { stopLabel, type StopRow } from '../model/trip-view';

export interface StopItemProps {
  row: StopRow;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
}

/**
 * One stop: picked up by its grip (pointer or keyboard) and dropped on another stop to take its
 * place; Move up and Move down do the same without dragging.
 */
export const StopItem = ({ row, index, count, disabled, onMove }: StopItemProps) => {
  const label = stopLabel(row);
  const drag = useDraggable({ id: row.documentId, data: { index, label }, disabled });
  const drop = useDroppable({ id: row.documentId, data: { index, label } });
  const { role: _role, ...gripAttributes } = drag.attributes;
  return (
    <Box
      as="li"
      ref={drop.setNodeRef}
      data-testid="trip-stop"
      borderWidth="1px"
      borderRadius="md"
      borderColor={drop.isOver ? 'brand.solid' : 'border'}
      bg={drag.isDragging ? 'bg.muted' : 'bg'}
      px="2"
      py="2"
    >
      <HStack gap="2" wrap="wrap">
        <IconButton
          ref={drag.setNodeRef}
          {...gripAttributes}
          {...drag.listeners}
          size="sm"
          variant="ghost"
          aria-label={`Drag stop ${index + 1}: ${label}`}
          cursor="grab"
          style={{ touchAction: 'none' }}
        >
          <Text as="span" aria-hidden fontSize="lg">
            ⋮⋮
          </Text>
        </IconButton>
        <Text flex="1" minW="12rem">
          <Text as="span" fontWeight="semibold">
            {index + 1}.
          </Text>{' '}
          {label}
        </Text>
        <Button
          size="xs"
          variant="outline"
          disabled={disabled || index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={`Move stop ${index + 1} up`}
        >
          Move up
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={`Move stop ${index + 1} down`}
        >
          Move down
        </Button>
      </HStack>
    </Box>
  );
};
