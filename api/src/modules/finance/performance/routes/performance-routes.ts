import {
  CUSTOMER_PERFORMANCE_SORTS,
  TRUCK_PERFORMANCE_SORTS,
  type CustomerPerformanceRow,
  type TruckPerformanceRow,
} from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { sendCsv } from '../../../../http/csv-routes';
import { validationError } from '../../../../http/errors';
import { previousPeriod } from '../model/figures';
import { customerPerformanceAnswerSchema, truckPerformanceAnswerSchema } from '../model/performance-answers';
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
  type Report = Awaited<ReturnType<typeof trucks>> | Awaited<ReturnType<typeof customers>>;
  /** One report: its paged rows at `path` and the same rows as CSV at `path/export-csv`. */
  const report = <R extends Report>(
    path: string,
    resource: 'trucks-performance' | 'customers-performance',
    load: (query: unknown) => Promise<R>,
    csv: { file: string; rows: (rows: R['rows']) => string },
    summary: string,
    response: ZodType,
  ) => {
    const read = (text: string) => ({ preHandler: app.authorize(resource, 'read'), schema: { summary: text, tags: ['finance'] } });
    app.get(path, { ...read(summary), config: { openapi: { response } } }, async (request) => {
      const answer = await load(request.query);
      const page = pageOf<unknown>(answer.rows, answer.filter.page, answer.filter.pageSize);
      return { data: page.data, meta: meta(answer, page.pagination) };
    });
    app.get(
      `${path}/export-csv`,
      { ...read(`${summary} (CSV)`), config: { csv: true, openapi: { file: 'text/csv' } } },
      async (request, reply) => {
        const answer = await load(request.query);
        return sendCsv(reply, `${csv.file}-${answer.filter.from}-${answer.filter.to}`, csv.rows(answer.rows));
      },
    );
  };

  report(
    '/api/trucks/performance',
    'trucks-performance',
    trucks,
    { file: 'truck-performance', rows: truckPerformanceCsv },
    'Per truck: jobs, revenue, job km against odometer km, hours, revenue per km and hour, days used',
    truckPerformanceAnswerSchema,
  );
  report(
    '/api/customers/performance',
    'customers-performance',
    customers,
    { file: 'customer-performance', rows: customerPerformanceCsv },
    'Per customer: jobs, revenue, average price, km, share and trend',
    customerPerformanceAnswerSchema,
  );
};
