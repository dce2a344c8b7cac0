import type { CustomerPerformanceRow, TruckPerformanceRow } from '@haulage/shared/contracts';

const cell = (text: string): string => (/[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const decimal = (n: number | null): string => (n === null ? '' : String(n).replace('.', ','));
const kronor = (ore: number | null): string => (ore === null ? '' : (ore / 100).toFixed(2).replace('.', ','));
const percent = (ratio: number | null): string => (ratio === null ? '' : (Math.round(ratio * 1000) / 10).toFixed(1).replace('.', ','));
const csv = (lines: string[][]): string => `\uFEFF${lines.map((l) => l.join(';')).join('\r\n')}\r\n`;

/** Swedish Excel's CSV (UTF-8 BOM, `;`, decimal commas, money in kronor), as the jobs report writes. */
export const truckPerformanceCsv = (rows: readonly TruckPerformanceRow[]): string =>
  csv([
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
    ...rows.map((r) => [
      cell(r.truck.truckName),
      cell(r.truck.truckNumber),
      cell(r.truck.area ?? ''),
      r.truck.vehicleClass,
      String(r.jobs),
      kronor(r.revenue),
      decimal(r.km),
      decimal(r.odometerKm),
      decimal(r.unbilledKm),
      decimal(r.hours),
      kronor(r.revenuePerKm),
      kronor(r.revenuePerHour),
      String(r.daysUsed),
    ]),
  ]);

export const customerPerformanceCsv = (rows: readonly CustomerPerformanceRow[]): string =>
  csv([
    ['customer', 'jobs', 'revenue', 'average price', 'km', 'share %', 'previous revenue', 'trend %'],
    ...rows.map((r) => [
      cell(r.customer.companyName),
      String(r.jobs),
      kronor(r.revenue),
      kronor(r.averagePrice),
      decimal(r.km),
      percent(r.share),
      kronor(r.previousRevenue),
      percent(r.trend),
    ]),
  ]);
