import { useSearchParams } from 'react-router-dom';
import type { VehicleClass } from '@haulage/shared/contracts';
import { errorMessage, usePlatform, useReportRefusal } from '@haulage/shared/area-kit';
import { usePageTitle } from '@haulage/shared/platform';
import { Button, ErrorState, Heading, HStack, PageHeader, Stack } from '@haulage/shared/ui';
import {
  performanceCsvUrl,
  useCustomerPerformanceQuery,
  useTruckPerformanceQuery,
  type PerformanceArgs,
} from '../features/performance/api/performance-api';
import { CustomerPerformanceTable } from '../features/performance/components/customer-performance-table';
import { LazyRevenueChart } from '../features/performance/components/lazy-revenue-chart';
import { PerformanceToolbar } from '../features/performance/components/performance-toolbar';
import { TruckPerformanceTable } from '../features/performance/components/truck-performance-table';
import { readPerformanceFilters, sortText, writePerformanceFilters } from '../features/performance/model/performance-filters';
import { downloadFile } from '#lib';

export const PerformancePage = () => {
  usePageTitle('Performance');
  const { http } = usePlatform();
  const reportRefusal = useReportRefusal();
  const [params, setParams] = useSearchParams();
  const filters = readPerformanceFilters(params, new Date());
  const update = (change: Partial<typeof filters>) => setParams(writePerformanceFilters({ ...filters, ...change }), { replace: true });
  const base = {
    from: filters.from,
    to: filters.to,
    vehicleClass: (filters.vehicleClass || undefined) as VehicleClass | undefined,
    area: filters.area || undefined,
  };
  const truckArgs: PerformanceArgs = { ...base, sort: sortText(filters.truckSort) };
  const customerArgs: PerformanceArgs = { ...base, sort: sortText(filters.customerSort) };
  const trucks = useTruckPerformanceQuery(truckArgs);
  const customers = useCustomerPerformanceQuery(customerArgs);
  const exportCsv = (report: 'trucks' | 'customers', args: PerformanceArgs) =>
    downloadFile(http, performanceCsvUrl(report, args), `${report}-performance-${filters.from}-${filters.to}.csv`).catch((error: unknown) =>
      reportRefusal(error, 'Could not export the CSV'),
    );
  const truckBars = (trucks.data?.data ?? []).map((row) => ({ name: row.truck.truckNumber, revenue: row.revenue }));

  return (
    <>
      <PageHeader title="Performance" description="Completed jobs of a period, per truck and per customer" />
      <PerformanceToolbar filters={filters} onChange={update} />
      <Stack gap="8">
        <section aria-labelledby="truck-performance">
          <HStack justify="space-between" wrap="wrap" mb="2">
            <Heading as="h2" size="md" id="truck-performance">
              Trucks
            </Heading>
            <Button size="sm" variant="outline" onClick={() => void exportCsv('trucks', truckArgs)}>
              Export trucks CSV
            </Button>
          </HStack>
          {trucks.isError ? (
            <ErrorState message={errorMessage(trucks.error, 'Could not load truck performance')} onRetry={trucks.refetch} />
          ) : null}
          {truckBars.length > 0 ? <LazyRevenueChart label="Revenue per truck" bars={truckBars} /> : null}
          <TruckPerformanceTable
            rows={trucks.data?.data ?? []}
            sort={filters.truckSort}
            loading={trucks.isFetching}
            onSortChange={(truckSort) => update({ truckSort })}
          />
        </section>
        <section aria-labelledby="customer-performance">
          <HStack justify="space-between" wrap="wrap" mb="2">
            <Heading as="h2" size="md" id="customer-performance">
              Customers
            </Heading>
            <Button size="sm" variant="outline" onClick={() => void exportCsv('customers', customerArgs)}>
              Export customers CSV
            </Button>
          </HStack>
          {customers.isError ? (
            <ErrorState message={errorMessage(customers.error, 'Could not load customer performance')} onRetry={customers.refetch} />
          ) : null}
          <CustomerPerformanceTable
            rows={customers.data?.data ?? []}
            sort={filters.customerSort}
            loading={customers.isFetching}
            onSortChange={(customerSort) => update({ customerSort })}
          />
        </section>
      </Stack>
    </>
  );
};
