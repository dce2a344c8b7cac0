/** An odometer reading as the performance report reads it. */
export interface Reading {
  valueKm: number;
  /** ISO date-time. */
  readAt: string;
  isBreaking: boolean;
}

/**
 * Km on the odometer during the period `from`..`to` (ISO dates, inclusive): from the start value
 * (the last reading before the period, else its first reading inside it) to the end value (the
 * last reading on or before `to`). Regressions (`isBreaking`) are ignored: a wound-back or mistyped
 * reading would make the delta meaningless. Null without two distinct usable readings or when the
 * later value is lower.
 */
export const odometerDelta = (readings: readonly Reading[], from: string, to: string): number | null => {
  const usable = readings
    .filter((r) => !r.isBreaking && r.readAt.slice(0, 10) <= to)
    .sort((a, b) => (a.readAt < b.readAt ? -1 : a.readAt > b.readAt ? 1 : 0));
  if (usable.length < 2) return null;
  const before = usable.filter((r) => r.readAt.slice(0, 10) < from);
  const start = before.length > 0 ? before[before.length - 1] : usable[0];
  const end = usable[usable.length - 1];
  if (!start || !end || start === end || end.valueKm < start.valueKm) return null;
  return end.valueKm - start.valueKm;
};
