import { lazy, Suspense } from 'react';
import { Spinner } from '@haulage/shared/ui';
import type { RevenueChartProps } from './revenue-chart';

// The chart library is loaded with the first chart only, so the area's first visit stays small.
const RevenueChart = lazy(() => import('./revenue-chart').then((module) => ({ default: module.RevenueChart })));

export const LazyRevenueChart = (props: RevenueChartProps) => (
  <Suspense fallback={<Spinner size="sm" aria-label="Loading the chart" />}>
    <RevenueChart {...props} />
  </Suspense>
);
