import { useMemo, useState } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements } from '@dnd-kit/core';
import { Box, Heading, Stack, Text } from '@haulage/shared/ui';
import type { Trip } from '@haulage/shared/contracts';
import { errorMessage, FormAlert, type PageAlert } from '@haulage/shared/area-kit';
import { useReorderTripMutation } from '../api/trip-writes';
import { movedOrder, stopRows } from '../model/trip-view';
import { StopItem } from './stop-item';

type Data = { index: number; label: string } | undefined;
const dataOf = (item: { data: { current?: unknown } } | null): Data => item?.data.current as Data;

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${dataOf(active)?.label ?? 'a stop'}.`,
  onDragOver: ({ over }) => (over ? `Over place ${(dataOf(over)?.index ?? 0) + 1}.` : 'Not over a stop.'),
  onDragEnd: ({ over }) => (over ? `Moved to place ${(dataOf(over)?.index ?? 0) + 1}.` : 'Dropped where it was.'),
  onDragCancel: () => 'Move cancelled; the order is unchanged.',
};

/** The trip's stops in order, reordered by dragging or with Move up/down; each change is saved at once. */
export const TripStops = ({ trip, canChange }: { trip: Trip; canChange: boolean }) => {
  const rows = useMemo(() => stopRows(trip), [trip]);
  const [reorder, saving] = useReorderTripMutation();
  const [alert, setAlert] = useState<PageAlert | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));

  const move = async (from: number, to: number) => {
    const stops = movedOrder(rows, from, to);
    if (stops.every((id, i) => id === rows[i]?.documentId)) return;
    setAlert(null);
    try {
      await reorder({ documentId: trip.documentId, stops }).unwrap();
    } catch (error) {
      setAlert({ status: 'error', messages: [errorMessage(error)] });
    }
  };

  return (
    <Stack gap="3" as="section" aria-labelledby="stops-heading">
      <Heading as="h2" size="md" id="stops-heading">
        Stops in order
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        Drag a stop by its grip onto another place, or use Move up and Move down. A job’s pickup stays before its delivery.
      </Text>
      <FormAlert alert={alert} onDismiss={() => setAlert(null)} />
      <Box aria-live="polite" fontSize="sm" color="fg.muted" minH="1.25rem">
        {saving.isLoading ? 'Saving the new order…' : null}
      </Box>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements }}
        onDragEnd={({ active, over }) => {
          const from = dataOf(active)?.index;
          const to = dataOf(over)?.index;
          if (from !== undefined && to !== undefined) void move(from, to);
        }}
      >
        <Stack as="ol" gap="2" listStyleType="none" ps="0" aria-label="Stops of the trip">
          {rows.map((row, index) => (
            <StopItem
              key={row.documentId}
              row={row}
              index={index}
              count={rows.length}
              disabled={!canChange || saving.isLoading}
              onMove={(a, b) => void move(a, b)}
            />
          ))}
        </Stack>
      </DndContext>
    </Stack>
  );
};
