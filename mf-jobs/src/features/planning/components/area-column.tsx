import { useId } from 'react';
import type { AreaBoardColumn } from '@haulage/shared/contracts';
import { Box, Heading, Stack, Text } from '@haulage/shared/ui';
import { areaName, cellItems, dayLabel, DropZone, PlanCard, TripBar } from '..';
import { TruckLoadMeter } from './truck-load-meter';

type AreaTruck = AreaBoardColumn['areaTrucks'][number];

/** A truck's day: its load, then its jobs, a trip's jobs as one bar as on the dispatch board. */
const TruckSlot = ({ truck, date }: { truck: AreaTruck; date: string }) => (
  <DropZone
    target={{ kind: 'truck', truck: truck.documentId, truckName: truck.truckName, date }}
    label={`${truck.truckName} on ${dayLabel(date)}`}
    role="group"
    aria-label={truck.truckName}
    borderWidth="1px"
    rounded="md"
    p="2"
  >
    <Text fontWeight="semibold">{truck.truckName}</Text>
    <Text fontSize="xs" color="fg.muted" mb="1">{`${truck.truckNumber} · ${truck.plate}`}</Text>
    <TruckLoadMeter load={truck.load} />
    <Stack gap="1" mt="2">
      {cellItems(truck.jobs).map((item) =>
        item.kind === 'trip' ? (
          <TripBar key={item.trip.documentId} trip={item.trip} jobs={item.jobs} />
        ) : (
          <PlanCard key={item.job.documentId} job={item.job} />
        ),
      )}
    </Stack>
  </DropZone>
);

/** One area for the day: its trucks with their load, then its open jobs (those whose first stop is in it). */
export const AreaColumn = ({ column, date }: { column: AreaBoardColumn; date: string }) => {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} w="72" flexShrink={0} borderWidth="1px" rounded="card" p="3" bg="bg.subtle">
      <Heading as="h2" size="md" id={headingId} mb="3">
        {areaName(column.area)}
      </Heading>
      <Stack gap="2">
        {column.areaTrucks.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No trucks in this area.
          </Text>
        ) : null}
        {column.areaTrucks.map((truck) => (
          <TruckSlot key={truck.documentId} truck={truck} date={date} />
        ))}
      </Stack>
      <Heading as="h3" size="sm" mt="4" mb="2">
        {`Unplanned (${column.areaJobs.length})`}
      </Heading>
      <Stack gap="1">
        {column.areaJobs.map((job) => (
          <PlanCard key={job.documentId} job={job} />
        ))}
      </Stack>
    </Box>
  );
};
