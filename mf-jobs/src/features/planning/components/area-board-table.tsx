import { useId } from 'react';
import type { BoardArea, BoardJob, BoardTruck } from '@haulage/shared/contracts';
import { Box, Heading, Stack, StatusBadge, Table, Text } from '@haulage/shared/ui';
import { cellKey } from '../model/board-cells';
import { dayLabel } from '../model/board-dates';
import { cellItems } from '../model/trip-bars';
import { areaName } from '../model/truck-choices';
import { DropZone } from './drop-zone';
import { PlanCard } from './plan-card';
import { TripBar } from './trip-bar';

export interface AreaBoardTableProps {
  area: BoardArea;
  trucks: readonly BoardTruck[];
  days: readonly string[];
  cells: ReadonlyMap<string, BoardJob[]>;
}

const TruckHeader = ({ truck }: { truck: BoardTruck }) => (
  <Stack gap="0">
    <Text fontWeight="semibold">{truck.truckName}</Text>
    <Text fontSize="xs" color="fg.muted">{`${truck.truckNumber} · ${truck.plate}`}</Text>
    {truck.truckStatus !== 'available' ? (
      <Box>
        <StatusBadge status={truck.truckStatus} />
      </Box>
    ) : null}
  </Stack>
);

/** One area of the dispatch board: its trucks as rows, the days as columns, the jobs in the cells. */
export const AreaBoardTable = ({ area, trucks, days, cells }: AreaBoardTableProps) => {
  const headingId = useId();
  const name = areaName(area);
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId} mb="2">
        {name}
      </Heading>
      {/* Focusable so keyboard users can scroll a wide week even on a read-only board, where nothing inside takes focus. */}
      <Table.ScrollArea borderWidth="1px" rounded="card" tabIndex={0} role="group" aria-labelledby={headingId}>
        {/* A week fits beside the open jobs at 1280 px, Sunday included; narrower screens scroll it in this frame. */}
        <Table.Root size="sm" aria-labelledby={headingId} tableLayout="fixed" minW={days.length > 1 ? '56rem' : undefined}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col" w="32">
                Truck
              </Table.ColumnHeader>
              {days.map((day) => (
                <Table.ColumnHeader key={day} scope="col">
                  {dayLabel(day)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {trucks.map((truck) => (
              <Table.Row key={truck.documentId}>
                <Table.Cell as="th" scope="row" verticalAlign="top">
                  <TruckHeader truck={truck} />
                </Table.Cell>
                {days.map((day) => (
                  // The cell itself is the drop zone, so a drop anywhere in a tall cell lands on its truck and day.
                  <Table.Cell key={day} p="2" verticalAlign="top" asChild>
                    <DropZone
                      as="td"
                      target={{ kind: 'truck', truck: truck.documentId, truckName: truck.truckName, date: day }}
                      label={`${truck.truckName} on ${dayLabel(day)}`}
                    >
                      <Stack gap="1">
                        {cellItems(cells.get(cellKey(truck.documentId, day)) ?? []).map((item) =>
                          item.kind === 'trip' ? (
                            <TripBar key={item.trip.documentId} trip={item.trip} jobs={item.jobs} />
                          ) : (
                            <PlanCard key={item.job.documentId} job={item.job} />
                          ),
                        )}
                      </Stack>
                    </DropZone>
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
};
