import type { BoardArea, BoardTruck } from '@haulage/shared/contracts';

/** A truck the card's menu offers, grouped under its area. */
export interface TruckChoice {
  documentId: string;
  truckName: string;
  label: string;
  group: string;
}

/** Trucks the fleet has not put in an area are still planned; they are shown together. */
export const areaName = (area: BoardArea): string => area.name ?? 'No area';

export const truckLabel = (truck: Pick<BoardTruck, 'truckName' | 'truckNumber' | 'plate'>): string =>
  `${truck.truckName} (${truck.truckNumber}, ${truck.plate})`;

/** The menu's trucks: exactly those the board shows, so a choice is always a place on the board. */
export const truckChoices = (groups: readonly { area: BoardArea; trucks: readonly BoardTruck[] }[]): TruckChoice[] =>
  groups.flatMap(({ area, trucks }) =>
    trucks.map((truck) => ({ documentId: truck.documentId, truckName: truck.truckName, label: truckLabel(truck), group: areaName(area) })),
  );
