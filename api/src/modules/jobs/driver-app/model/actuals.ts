export interface ActualStop {
  arrivedAt: string | null;
  departedAt: string | null;
}

/**
 * Hours on the job: first arrival to last departure, two decimals; null without both. The proof at
 * the last delivery counts as its departure when the driver signs before leaving (`endedAt`).
 */
export const hoursActualOf = (stops: ActualStop[], endedAt?: string): number | null => {
  const arrivals = stops
    .map((s) => s.arrivedAt)
    .filter((t): t is string => !!t)
    .map(Date.parse);
  const departures = [...stops.map((s) => s.departedAt), endedAt].filter((t): t is string => !!t).map(Date.parse);
  if (arrivals.length === 0 || departures.length === 0) return null;
  const ms = Math.max(...departures) - Math.min(...arrivals);
  return ms < 0 ? null : Math.round((ms / 3_600_000) * 100) / 100;
};

export interface DayReading {
  kind: 'start' | 'end';
  km: number;
  truckId: number;
}

/**
 * The km a job drove: the day's odometer distance (end − start on its truck) shared over the day's
 * jobs by their planned km (equally when none is planned); else the route estimate (the planned km,
 * or the straight line through the stops), marked as one.
 */
export const kmActualOf = (
  readings: DayReading[],
  truckId: number | null,
  job: { kmPlanned: number | null; routeKm?: number | null },
  dayJobs: { kmPlanned: number | null }[],
): { km: number; estimated: boolean } | null => {
  const onTruck = readings.filter((r) => r.truckId === truckId);
  const start = onTruck.filter((r) => r.kind === 'start').map((r) => r.km);
  const end = onTruck.filter((r) => r.kind === 'end').map((r) => r.km);
  if (start.length > 0 && end.length > 0 && Math.max(...end) > Math.min(...start)) {
    const distance = Math.max(...end) - Math.min(...start);
    const planned = dayJobs.reduce((sum, j) => sum + (j.kmPlanned ?? 0), 0);
    const share = planned > 0 ? (job.kmPlanned ?? 0) / planned : 1 / Math.max(1, dayJobs.length);
    return { km: Math.round(distance * share * 10) / 10, estimated: false };
  }
  const estimate = job.kmPlanned ?? job.routeKm ?? null;
  return estimate == null ? null : { km: estimate, estimated: true };
};

/** Minutes waited at a stop: from the arrival (or the window's start, if the driver came early) to the report. */
export const waitingMinutesOf = (stop: { arrivedAt: string | null; plannedFrom: string | null }, at: string): number | null => {
  if (!stop.arrivedAt) return null;
  const from = Math.max(Date.parse(stop.arrivedAt), stop.plannedFrom ? Date.parse(stop.plannedFrom) : 0);
  const minutes = Math.floor((Date.parse(at) - from) / 60_000);
  return minutes > 0 ? minutes : 0;
};
