/**
 * The hours a job is priced on before it has actuals: from the earliest to the latest planned
 * time of its stops, as the API rates it. Fewer than two times give no span (undefined).
 */
export const plannedHours = (stops: readonly { plannedFrom: string | null; plannedTo: string | null }[]): number | undefined => {
  const times = stops
    .flatMap((stop) => [stop.plannedFrom, stop.plannedTo])
    .map((time) => (time ? Date.parse(time) : Number.NaN))
    .filter((time) => !Number.isNaN(time))
    .sort((a, b) => a - b);
  if (times.length < 2) return undefined;
  return (times.at(-1)! - times[0]!) / 3_600_000;
};
