import type { CustomerPerformanceRow, TruckPerformanceRow } from '@haulage/shared/contracts';
import { csvFile, kronor, scaled, type CsvScaled } from '../../../../http/csv';

const percent = (ratio: number | null): CsvScaled | null => (ratio === null ? null : scaled(Math.round(ratio * 1000), 1));

/** Swedish Excel's CSV (UTF-8 BOM, `;`, decimal commas, money in kronor), as the jobs report writes. */
export const truckPerformanceCsv = (rows: readonly TruckPerformanceRow[]): string =>
  csvFile(
    [
      'truck',
      'truck number',
      'area',
      'vehicle class',
      'jobs',
      'revenue',
      'km',
      'odometer km',
      'unbilled km',
      'hours',
      'revenue per km',
      'revenue per hour',
      'days used',
    ],
    rows.map((r) => [
      r.truck.truckName,
      r.truck.truckNumber,
      r.truck.area ?? '',
      r.truck.vehicleClass,
      r.jobs,
      kronor(r.revenue),
      r.km,
      r.odometerKm,
      r.unbilledKm,
      r.hours,
      kronor(r.revenuePerKm),
      kronor(r.revenuePerHour),
      r.daysUsed,
    ]),
  );

export const customerPerformanceCsv = (rows: readonly CustomerPerformanceRow[]): string =>
  csvFile(
    ['customer', 'jobs', 'revenue', 'average price', 'km', 'share %', 'previous revenue', 'trend %'],
    rows.map((r) => [
      r.customer.companyName,
      r.jobs,
      kronor(r.revenue),
      kronor(r.averagePrice),
      r.km,
      percent(r.share),
      kronor(r.previousRevenue),
      percent(r.trend),
    ]),
  );
