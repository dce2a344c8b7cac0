import type { CustomerPerformanceRow, TruckPerformanceRow } from '@haulage/shared/contracts';
import { perUnit, revenuePerKm, shareOf, trendOf, unbilledKm } from './figures';
import { odometerDelta, type Reading } from './odometer-delta';

/** One truck's sums of completed jobs, as the aggregate query answers them. */
export interface TruckSums {
  truckId: number;
  truck: TruckPerformanceRow['truck'];
  jobs: number;
  revenue: number;
  km: number;
  hours: number;
  daysUsed: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

export const truckRows = (
  sums: readonly TruckSums[],
  readings: ReadonlyMap<number, Reading[]>,
  from: string,
  to: string,
): TruckPerformanceRow[] =>
  sums.map((s) => {
    const odometerKm = odometerDelta(readings.get(s.truckId) ?? [], from, to);
    return {
      truck: s.truck,
      jobs: s.jobs,
      revenue: s.revenue,
      km: round2(s.km),
      odometerKm,
      unbilledKm: unbilledKm(s.km, odometerKm),
      hours: round2(s.hours),
      revenuePerKm: revenuePerKm(s.revenue, s.km, odometerKm),
      revenuePerHour: perUnit(s.revenue, s.hours),
      daysUsed: s.daysUsed,
    };
  });

export const truckTotal = (rows: readonly TruckPerformanceRow[]) => {
  const sum = (pick: (r: TruckPerformanceRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const known = rows.filter((r) => r.odometerKm !== null);
  const odometerKm = known.length > 0 ? sum((r) => r.odometerKm ?? 0) : null;
  const km = round2(sum((r) => r.km));
  const hours = round2(sum((r) => r.hours));
  const revenue = sum((r) => r.revenue);
  return {
    jobs: sum((r) => r.jobs),
    revenue,
    km,
    odometerKm,
    unbilledKm: known.length > 0 ? round2(sum((r) => r.unbilledKm ?? 0)) : null,
    hours,
    revenuePerKm: revenuePerKm(revenue, km, odometerKm),
    revenuePerHour: perUnit(revenue, hours),
    daysUsed: sum((r) => r.daysUsed),
  };
};

/** One customer's sums in the period and the previous one. */
export interface CustomerSums {
  customer: CustomerPerformanceRow['customer'];
  jobs: number;
  revenue: number;
  km: number;
  previousRevenue: number;
}

export const customerRows = (sums: readonly CustomerSums[]): CustomerPerformanceRow[] => {
  const total = sums.reduce((n, s) => n + s.revenue, 0);
  return sums.map((s) => ({
    customer: s.customer,
    jobs: s.jobs,
    revenue: s.revenue,
    averagePrice: perUnit(s.revenue, s.jobs) ?? 0,
    km: round2(s.km),
    share: shareOf(s.revenue, total),
    previousRevenue: s.previousRevenue,
    trend: trendOf(s.revenue, s.previousRevenue),
  }));
};

export const customerTotal = (rows: readonly CustomerPerformanceRow[]) => {
  const jobs = rows.reduce((n, r) => n + r.jobs, 0);
  const revenue = rows.reduce((n, r) => n + r.revenue, 0);
  const previousRevenue = rows.reduce((n, r) => n + r.previousRevenue, 0);
  return {
    jobs,
    revenue,
    km: round2(rows.reduce((n, r) => n + r.km, 0)),
    previousRevenue,
    averagePrice: perUnit(revenue, jobs) ?? 0,
    trend: trendOf(revenue, previousRevenue),
  };
};
