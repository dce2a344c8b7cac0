/** One stop of a trip as the ordering rule sees it. */
export interface OrderedStop {
  id: number;
  jobId: number;
  jobNumber: number;
  /** The job's own stop: pickup, delivery or other. */
  type: string;
  /** Its place in the job's own stop list. */
  jobSequence: number;
}

export type StopOrderCheck = { ok: true; order: number[] } | { ok: false; message: string };

/**
 * The first order of a new trip: job after job, as the basket listed them, each job's stops in its
 * own order. That order already keeps every pickup before its delivery.
 */
export const initialStopOrder = <T extends OrderedStop>(stops: readonly T[], jobOrder: readonly number[]): T[] => {
  const rank = new Map(jobOrder.map((jobId, index) => [jobId, index]));
  return [...stops].sort((a, b) => (rank.get(a.jobId) ?? 0) - (rank.get(b.jobId) ?? 0) || a.jobSequence - b.jobSequence);
};

/**
 * A new order of a trip's stops is every stop exactly once, and a job's goods are picked up
 * before they are delivered: each of its pickups comes before each of its deliveries.
 */
export const checkStopOrder = (stops: readonly OrderedStop[], order: readonly number[]): StopOrderCheck => {
  const byId = new Map(stops.map((stop) => [stop.id, stop]));
  const seen = new Set<number>();
  for (const id of order) {
    if (!byId.has(id)) return { ok: false, message: 'A stop in the order is not one of the trip’s stops' };
    if (seen.has(id)) return { ok: false, message: 'Each stop appears in the order once' };
    seen.add(id);
  }
  if (seen.size !== stops.length) return { ok: false, message: `The order must list all ${stops.length} stops of the trip` };
  const delivered = new Set<number>();
  for (const id of order) {
    const stop = byId.get(id)!;
    if (stop.type === 'delivery') delivered.add(stop.jobId);
    if (stop.type === 'pickup' && delivered.has(stop.jobId))
      return { ok: false, message: `Job ${stop.jobNumber} is delivered before it is picked up; move its pickup first` };
  }
  return { ok: true, order: [...order] };
};

/** Moves one entry of a list from one place to another (a drag, or a move up/down). */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
};
