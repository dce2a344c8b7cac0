import {
  CUSTOMER_PERFORMANCE_SORTS,
  TRUCK_PERFORMANCE_SORTS,
  type CustomerPerformanceRow,
  type TruckPerformanceRow,
} from '@haulage/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { validationError } from '../../../../http/errors';
import { previousPeriod } from '../model/figures';
import { customerPerformanceCsv, truckPerformanceCsv } from '../model/performance-csv';
import { customerRows, customerTotal, truckRows, truckTotal } from '../model/rows';
import { pageOf, parseSort, sortRows, type SortSpec } from '../model/sort-page';
import { customerSums, readingsOf, truckSums } from '../repository/performance-repository';
import { performanceQuery } from './performance-query';

const sortOf = <F extends string>(query: unknown, fields: readonly F[], fallback: SortSpec<F>): SortSpec<F> => {
  const sort = parseSort((query as { sort?: unknown } | undefined)?.sort, fields, fallback);
  if (!sort)
    throw validationError(`sort must be one of ${fields.join(', ')}, optionally with :asc or :desc`, { key: 'sort', source: 'query' });
  return sort;
};

const truckValue = (row: TruckPerformanceRow, field: (typeof TRUCK_PERFORMANCE_SORTS)[number]) =>
  field === 'truck' ? row.truck.truckName : row[field];
const customerValue = (row: CustomerPerformanceRow, field: (typeof CUSTOMER_PERFORMANCE_SORTS)[number]) =>
  field === 'customer' ? row.customer.companyName : row[field];

const sendCsv = (reply: FastifyReply, name: string, body: string) =>
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}.csv"`).send(body);

/** The truck and customer performance reports and their CSV exports (money: admins and finance). */
export const performanceRoutes = async (app: FastifyInstance): Promise<void> => {
  const trucks = async (query: unknown) => {
    const filter = await performanceQuery(app.db, query);
    const sort = sortOf(query, TRUCK_PERFORMANCE_SORTS, { field: 'revenue', direction: 'desc' });
    const sums = await truckSums(app.db, filter);
    const rows = truckRows(
      sums,
      await readingsOf(
        app.db,
        sums.map((s) => s.truckId),
        filter.from,
        filter.to,
      ),
      filter.from,
      filter.to,
    );
    return { filter, sort, rows: sortRows(rows, sort, truckValue, (r) => r.truck.truckName), total: truckTotal(rows) };
  };
  const customers = async (query: unknown) => {
    const filter = await performanceQuery(app.db, query);
    const sort = sortOf(query, CUSTOMER_PERFORMANCE_SORTS, { field: 'revenue', direction: 'desc' });
    const rows = customerRows(await customerSums(app.db, filter, previousPeriod(filter.from, filter.to).previousFrom));
    return { filter, sort, rows: sortRows(rows, sort, customerValue, (r) => r.customer.companyName), total: customerTotal(rows) };
  };
  const meta = (
    report: Awaited<ReturnType<typeof trucks>> | Awaited<ReturnType<typeof customers>>,
    pagination: ReturnType<typeof pageOf>['pagination'],
  ) => ({
    pagination,
    from: report.filter.from,
    to: report.filter.to,
    ...previousPeriod(report.filter.from, report.filter.to),
    sort: `${report.sort.field}:${report.sort.direction}`,
    total: report.total,
    currency: 'SEK' as const,
  });
  const read = (resource: 'trucks-performance' | 'customers-performance', summary: string) => ({
    preHandler: app.authorize(resource, 'read'),
    schema: { summary, tags: ['finance'] },
  });

  app.get(
    '/api/trucks/performance',
    read('trucks-performance', 'Per truck: jobs, revenue, job km against odometer km, hours, revenue per km and hour, days used'),
    async (request) => {
      const report = await trucks(request.query);
      const page = pageOf(report.rows, report.filter.page, report.filter.pageSize);
      return { data: page.data, meta: meta(report, page.pagination) };
    },
  );
  app.get(
    '/api/trucks/performance/export-csv',
    read('trucks-performance', 'The truck performance report as CSV'),
    async (request, reply) => {
      const report = await trucks(request.query);
      return sendCsv(reply, `truck-performance-${report.filter.from}-${report.filter.to}`, truckPerformanceCsv(report.rows));
    },
  );
  app.get(
    '/api/customers/performance',
    read('customers-performance', 'Per customer: jobs, revenue, average price, km, share and trend'),
    async (request) => {
      const report = await customers(request.query);
      const page = pageOf(report.rows, report.filter.page, report.filter.pageSize);
      return { data: page.data, meta: meta(report, page.pagination) };
    },
  );
  app.get(
    '/api/customers/performance/export-csv',
    read('customers-performance', 'The customer performance report as CSV'),
    async (request, reply) => {
      const report = await customers(request.query);
      return sendCsv(reply, `customer-performance-${report.filter.from}-${report.filter.to}`, customerPerformanceCsv(report.rows));
    },
  );
};
