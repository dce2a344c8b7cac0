import type { DriverRun, DriverRunItem, DriverRunStop } from '@haulage/shared/contracts';

/** When an item's first stop is planned to start: its window's start, else its end; unplanned last. */
const startOf = (item: DriverRunItem): number => {
  const first = [...item.stops].sort((a, b) => a.sequence - b.sequence)[0];
  const when = first?.plannedFrom ?? first?.plannedTo;
  return when ? Date.parse(when) : Number.POSITIVE_INFINITY;
};

/**
 * The run as the driver drives it: items by planned start (a trip and a lone job alike), each
 * item's stops in their sequence. The API answers in this order already; the phone orders again
 * because a run kept offline is changed locally and must never reshuffle under the driver's thumb.
 */
export const orderRun = (items: readonly DriverRunItem[]): DriverRunItem[] =>
  items
    .map((item, index) => ({ item, index, start: startOf(item) }))
    .sort((a, b) => a.start - b.start || a.index - b.index)
    .map(({ item }) => ({ ...item, stops: [...item.stops].sort((a, b) => a.sequence - b.sequence) }));

/** Every stop of the day in driving order. */
export const stopsInOrder = (run: Pick<DriverRun, 'items'>): DriverRunStop[] => orderRun(run.items).flatMap((item) => item.stops);

export type StopStep = 'arrive' | 'depart' | 'done';

/** What the driver does next at a stop: arrive, then depart; a stop left is done. */
export const nextStepAt = (stop: Pick<DriverRunStop, 'arrivedAt' | 'departedAt'>): StopStep =>
  stop.departedAt ? 'done' : stop.arrivedAt ? 'depart' : 'arrive';

/** The stop the driver is at or heading to: the first one not yet left. */
export const currentStop = (run: Pick<DriverRun, 'items'>): DriverRunStop | undefined =>
  stopsInOrder(run).find((stop) => nextStepAt(stop) !== 'done');

/** A copy of the run with one stop's times changed (what the phone shows before the server has it). */
export const withStopTimes = (
  run: DriverRun,
  stopId: string,
  times: Partial<Pick<DriverRunStop, 'arrivedAt' | 'departedAt'>>,
): DriverRun => ({
  ...run,
  items: run.items.map((item) => ({
    ...item,
    stops: item.stops.map((stop) => (stop.documentId === stopId ? { ...stop, ...times } : stop)),
  })),
});
