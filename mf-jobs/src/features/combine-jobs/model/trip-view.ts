import type { Trip } from '@haulage/shared/contracts';
import { formatDuration, formatKm } from '@haulage/shared/format';

/** One row of the trip's stop list. */
export interface StopRow {
  documentId: string;
  jobNumber: number | null;
  type: string;
  place: string;
}

const TYPE_NAMES: Record<string, string> = { pickup: 'Pickup', delivery: 'Delivery', other: 'Stop' };

/** The trip's stops in their order, named by job, kind of stop and place. */
export const stopRows = (trip: Pick<Trip, 'stops'>): StopRow[] =>
  [...(trip.stops ?? [])]
    .sort((a, b) => a.sequence - b.sequence)
    .map((stop) => ({
      documentId: stop.documentId,
      jobNumber: stop.job?.jobNumber ?? null,
      type: TYPE_NAMES[stop.jobStop?.type ?? 'other'] ?? 'Stop',
      place: stop.jobStop?.place ?? 'No place given',
    }));

export const stopLabel = (row: StopRow): string => `${row.type}, job ${row.jobNumber ?? '—'}: ${row.place}`;

/** The trip's km and time, saying whether they are a straight-line estimate or a routed figure. */
export const estimateText = (trip: Pick<Trip, 'kmEstimate' | 'minutesEstimate' | 'estimateSource'>): { label: string; value: string } => ({
  label: trip.estimateSource === 'routing' ? 'Route (routing service)' : 'Straight-line estimate',
  value: `${formatKm(trip.kmEstimate)}, ${formatDuration(trip.minutesEstimate)}`,
});

/** The new order of the stops' documentIds after a move (a drag, or a move up/down). */
export const movedOrder = (rows: readonly StopRow[], from: number, to: number): string[] => {
  const ids = rows.map((row) => row.documentId);
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return ids;
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved!);
  return ids;
};
