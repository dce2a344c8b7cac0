import type { TrackingStep, TrackingStop, TrackingTimelineEntry } from '@haulage/shared/contracts';

export interface TimelineJob {
  status: string;
  /** When the job was first planned (the haulier took it on). */
  plannedAt: string | null;
  dispatchedAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
}

const PLANNED_OR_LATER = ['planned', 'dispatched', 'in_progress', 'completed', 'ready_to_invoice', 'invoiced'];
const DELIVERED = ['completed', 'ready_to_invoice', 'invoiced'];

/** When the goods were delivered: the completion (the last proof completes it), else the last delivery's arrival. */
export const deliveredAtOf = (job: TimelineJob, stops: TrackingStop[]): string | null => {
  if (!DELIVERED.includes(job.status)) return null;
  const deliveries = stops.filter((s) => s.type === 'delivery');
  return job.completedAt ?? deliveries.at(-1)?.arrivedAt ?? null;
};

interface Progress {
  /** Steps finished, from the first. */
  done: number;
  /** The step under way, if one is. */
  current: number | null;
}

/** How far the job has come: a planned job has its confirmation done and nothing under way yet. */
const progressOf = (job: TimelineJob, stops: TrackingStop[]): Progress => {
  if (DELIVERED.includes(job.status)) return { done: 5, current: null };
  const pickups = stops.filter((s) => s.type === 'pickup');
  if (pickups.length > 0 && pickups.every((s) => s.departedAt)) return { done: 3, current: 3 };
  if (pickups.some((s) => s.arrivedAt)) return { done: 2, current: 2 };
  if (['dispatched', 'in_progress'].includes(job.status) || stops.some((s) => s.arrivedAt)) return { done: 1, current: 1 };
  return PLANNED_OR_LATER.includes(job.status) ? { done: 1, current: null } : { done: 0, current: 0 };
};

/**
 * The job's steps as the customer follows them, from the job and its stops in driving order: each
 * with its planned window (the last pickup's for loading, the last delivery's for delivery) and when
 * it happened.
 */
export const trackingTimeline = (job: TimelineJob, stops: TrackingStop[]): TrackingTimelineEntry[] => {
  const pickups = stops.filter((s) => s.type === 'pickup');
  const lastPickup = pickups.at(-1) ?? null;
  const lastDelivery = stops.filter((s) => s.type === 'delivery').at(-1) ?? null;
  const loadedAt = pickups.length > 0 && pickups.every((s) => s.departedAt) ? lastPickup!.departedAt : null;
  const progress = progressOf(job, stops);
  const actual: Record<TrackingStep, string | null> = {
    confirmed: progress.done >= 1 ? job.plannedAt : null,
    to_pickup: progress.done >= 2 || progress.current === 1 ? (job.dispatchedAt ?? job.startedAt ?? pickups[0]?.arrivedAt ?? null) : null,
    loaded: loadedAt,
    on_the_way: loadedAt,
    delivered: deliveredAtOf(job, stops),
  };
  const planned: Record<TrackingStep, { from: string | null; to: string | null }> = {
    confirmed: { from: null, to: null },
    to_pickup: { from: null, to: null },
    loaded: { from: lastPickup?.plannedFrom ?? null, to: lastPickup?.plannedTo ?? null },
    on_the_way: { from: null, to: null },
    delivered: { from: lastDelivery?.plannedFrom ?? null, to: lastDelivery?.plannedTo ?? null },
  };
  const steps: TrackingStep[] = ['confirmed', 'to_pickup', 'loaded', 'on_the_way', 'delivered'];
  return steps.map((step, index) => ({
    step,
    state: index < progress.done ? 'done' : index === progress.current ? 'current' : 'upcoming',
    plannedFrom: planned[step].from,
    plannedTo: planned[step].to,
    actualAt: actual[step],
  }));
};

/** The next stop the truck has not reached, the job's ETA told for it (null once every stop is reached). */
export const nextStopOf = (stops: TrackingStop[], eta: string | null) => {
  const next = stops.find((s) => !s.arrivedAt);
  return next ? { type: next.type, place: next.place, plannedFrom: next.plannedFrom, plannedTo: next.plannedTo, eta } : null;
};
