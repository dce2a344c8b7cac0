/** Derived figures of the performance reports. Money in öre; ratios null when the divisor is 0. */
const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Öre per unit, rounded to whole öre. */
export const perUnit = (revenue: number, units: number | null): number | null => (units && units > 0 ? Math.round(revenue / units) : null);

/** Revenue per km uses the odometer when it is known (it shows what unbilled km cost), else job km. */
export const revenuePerKm = (revenue: number, jobKm: number, odometerKm: number | null): number | null =>
  perUnit(revenue, odometerKm && odometerKm > 0 ? odometerKm : jobKm);

/** Odometer km not on any completed job; never below 0 (job km can be estimates). */
export const unbilledKm = (jobKm: number, odometerKm: number | null): number | null =>
  odometerKm === null ? null : round2(Math.max(0, odometerKm - jobKm));

/** Share of the total, 0..1 to four decimals. */
export const shareOf = (part: number, total: number): number => (total > 0 ? Math.round((part / total) * 10_000) / 10_000 : 0);

/** Change against the previous period, e.g. 0.25 = +25 %; null without a previous figure. */
export const trendOf = (current: number, previous: number): number | null =>
  previous > 0 ? Math.round(((current - previous) / previous) * 10_000) / 10_000 : null;

/** The period of the same length just before `from`..`to`. */
export const previousPeriod = (from: string, to: string): { previousFrom: string; previousTo: string } => {
  const day = 86_400_000;
  const start = Date.parse(`${from}T00:00:00Z`);
  const length = Date.parse(`${to}T00:00:00Z`) - start + day;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { previousFrom: iso(start - length), previousTo: iso(start - day) };
};
