import type { SortSpec } from '@haulage/shared/api';
import { lastMonth } from '#lib';

export interface PerformanceFilters {
  from: string;
  to: string;
  vehicleClass: string;
  /** An area's documentId (the truck's area), or '' for every area. */
  area: string;
  truckSort: SortSpec;
  customerSort: SortSpec;
}

const sortOf = (text: string | null, fallback: SortSpec): SortSpec => {
  const [field, order] = (text ?? '').split(':');
  return field ? { field, order: order === 'asc' ? 'asc' : 'desc' } : fallback;
};

export const sortText = (sort: SortSpec): string => `${sort.field}:${sort.order}`;

/** The report's filters from the URL; the previous month sorted by revenue unless it says otherwise. */
export const readPerformanceFilters = (params: URLSearchParams, today: Date): PerformanceFilters => {
  const period = lastMonth(today);
  return {
    from: params.get('from') || period.from,
    to: params.get('to') || period.to,
    vehicleClass: params.get('vehicleClass') ?? '',
    area: params.get('area') ?? '',
    truckSort: sortOf(params.get('truckSort'), { field: 'revenue', order: 'desc' }),
    customerSort: sortOf(params.get('customerSort'), { field: 'revenue', order: 'desc' }),
  };
};

export const writePerformanceFilters = (filters: PerformanceFilters): Record<string, string> => ({
  from: filters.from,
  to: filters.to,
  ...(filters.vehicleClass ? { vehicleClass: filters.vehicleClass } : {}),
  ...(filters.area ? { area: filters.area } : {}),
  truckSort: sortText(filters.truckSort),
  customerSort: sortText(filters.customerSort),
});
