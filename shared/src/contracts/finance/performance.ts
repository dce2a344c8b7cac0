import { z } from 'zod';
import { VEHICLE_CLASSES, type VehicleClass } from '../fleet/truck-values';
import { enumOf, isoDate, relationRef } from '../fields';
import type { PagePagination } from '../strapi';

/**
 * Truck and customer performance: completed jobs of a period, aggregated on the server.
 * Money is in öre (integer), km and hours are decimals, ratios are null when the divisor is 0.
 *
 * GET /api/trucks/performance?from&to&area&vehicleClass&sort=revenue:desc&pagination[page]&pagination[pageSize]
 * GET /api/trucks/performance/export-csv?from&to&area&vehicleClass&sort
 * GET /api/customers/performance?from&to&area&vehicleClass&sort
 * GET /api/customers/performance/export-csv?…
 */
export const TRUCK_PERFORMANCE_SORTS = [
  'truck',
  'jobs',
  'revenue',
  'km',
  'odometerKm',
  'unbilledKm',
  'hours',
  'revenuePerKm',
  'revenuePerHour',
  'daysUsed',
] as const;
export type TruckPerformanceSort = (typeof TRUCK_PERFORMANCE_SORTS)[number];

export const CUSTOMER_PERFORMANCE_SORTS = ['customer', 'jobs', 'revenue', 'averagePrice', 'km', 'share', 'trend'] as const;
export type CustomerPerformanceSort = (typeof CUSTOMER_PERFORMANCE_SORTS)[number];

/** The query both reports take; `sort` is `field` or `field:asc|desc` (Strapi style). */
export const performanceQuerySchema = z.object({
  from: isoDate('From'),
  to: isoDate('To'),
  area: relationRef.optional(),
  vehicleClass: enumOf('Vehicle class', VEHICLE_CLASSES).optional(),
  sort: z.string().max(40).optional(),
});
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

export interface TruckPerformanceRow {
  truck: { documentId: string; truckName: string; truckNumber: string; vehicleClass: VehicleClass; area: string | null };
  jobs: number;
  /** Σ price_total of completed jobs, öre. */
  revenue: number;
  /** Σ km_actual (fallback km_planned) of the jobs. */
  km: number;
  /** Odometer delta over the period; null when the truck has fewer than two usable readings. */
  odometerKm: number | null;
  /** odometerKm − km, never below 0; null without an odometer delta. */
  unbilledKm: number | null;
  hours: number;
  /** Öre per km on the odometer when known, else per job km; null without km. */
  revenuePerKm: number | null;
  /** Öre per hour; null without hours. */
  revenuePerHour: number | null;
  /** Distinct planned dates with a completed job. */
  daysUsed: number;
}

export interface CustomerPerformanceRow {
  customer: { documentId: string; companyName: string };
  jobs: number;
  revenue: number;
  /** Öre per job, rounded. */
  averagePrice: number;
  km: number;
  /** Share of the period's total revenue, 0..1. */
  share: number;
  /** Revenue of the previous period of the same length. */
  previousRevenue: number;
  /** (revenue − previous) / previous; null when the previous period had no revenue. */
  trend: number | null;
}

export interface PerformanceMeta<Total> {
  pagination: PagePagination;
  from: string;
  to: string;
  /** The previous period of the same length, used for trends. */
  previousFrom: string;
  previousTo: string;
  sort: string;
  total: Total;
  currency: 'SEK';
}

export type TruckPerformanceTotal = Omit<TruckPerformanceRow, 'truck'>;
export type CustomerPerformanceTotal = Omit<CustomerPerformanceRow, 'customer' | 'averagePrice' | 'share' | 'trend'> & {
  averagePrice: number;
  trend: number | null;
};

export interface TruckPerformanceResponse {
  data: TruckPerformanceRow[];
  meta: PerformanceMeta<TruckPerformanceTotal>;
}

export interface CustomerPerformanceResponse {
  data: CustomerPerformanceRow[];
  meta: PerformanceMeta<CustomerPerformanceTotal>;
}
