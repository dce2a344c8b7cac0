import { jobInputSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isPlainObject, viewerOf } from '../../../content';
import { validationError } from '../../../http/errors';
import { jobsType } from '../content-types';
import { csvColumnOf } from '../model/csv-stops';
import { type CsvRow, parseCsv, rowToJob } from '../model/job-csv';
import { itemsError, resolveCustomers, resolveDestinations, validateJobs, writeJobs } from '../services/import-service';

const item = (index: number) => `Job ${index} (data[${index}])`;
// A CSV's first data row is line 2 of the file.
const line = (index: number) => `Row ${index + 1} (line ${index + 2})`;

/** The rows of POST /api/jobs/raw: text/csv, `{data:{csv}}` or `{data:{rows:[…]}}`. */
const rowsOf = (body: unknown): CsvRow[] => {
  const data = isPlainObject(body) ? body.data : undefined;
  const text = typeof body === 'string' ? body : isPlainObject(data) && typeof data.csv === 'string' ? data.csv : null;
  if (text !== null) {
    try {
      return parseCsv(text);
    } catch (error) {
      throw validationError(`The CSV could not be read: ${(error as Error).message}`);
    }
  }
  if (isPlainObject(data) && Array.isArray(data.rows) && data.rows.every(isPlainObject)) return data.rows as CsvRow[];
  throw validationError('Send the jobs as text/csv, or as {data: {csv}} or {data: {rows: […]}}');
};

// The body's `data` as documented: every item is read with the job contract (validateJobs).
const jobsBatchSchema = z.array(jobInputSchema).min(1).max(500);
// The CSV may come as JSON too (documentation: the rows are read by rowsOf, each then as a job).
const rawJsonSchema = z.union([z.object({ csv: z.string() }), z.object({ rows: z.array(z.record(z.string(), z.unknown())) })]);

/** POST /api/jobs/createMulti and /api/jobs/raw: all or nothing, every problem named by item. */
export const multiRoutes = async (app: FastifyInstance): Promise<void> => {
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/jobs/createMulti',
    {
      preHandler: app.authorize('jobs', 'create'),
      config: { openapi: { status: 201, entry: jobsType, many: true, body: jobsBatchSchema } },
      schema: { summary: 'Create many jobs, all or nothing (body {data: [job, …]})', tags: ['jobs'] },
    },
    async (request, reply) => {
      const data = isPlainObject(request.body) ? request.body.data : undefined;
      if (!Array.isArray(data) || data.length === 0 || data.length > 500) throw validationError('Send {data: [job, …]} with 1 to 500 jobs');
      const { values, errors } = validateJobs(data);
      if (errors.length > 0) throw itemsError(errors, item);
      const written = await writeJobs(app, viewerOf(request), values, item);
      return reply.status(201).send({ data: written, meta: { count: written.length } });
    },
  );

  app.post<{ Querystring: { dryRun?: string } }>(
    '/api/jobs/raw',
    {
      preHandler: app.authorize('jobs', 'create'),
      config: {
        openapi: {
          status: 201,
          entry: jobsType,
          many: true,
          textBody: ['text/csv', 'text/plain'],
          body: rawJsonSchema,
          // A dry run writes nothing: 200 with the jobs as they would be created (customers and places resolved to ids).
          alsoAnswer: { status: 200, response: jobsBatchSchema },
        },
      },
      schema: { summary: 'Import jobs from CSV (;/, separated, decimal commas); ?dryRun=true previews', tags: ['jobs'] },
    },
    async (request, reply) => {
      const rows = rowsOf(request.body);
      if (rows.length === 0 || rows.length > 500) throw validationError('The CSV must hold 1 to 500 jobs');
      const jobs = rows.map(rowToJob);
      const { values, errors } = validateJobs(jobs);
      const unresolved = errors.length === 0 ? [...(await resolveCustomers(app, values)), ...(await resolveDestinations(app, values))] : [];
      const problems = [...errors, ...unresolved].map((e) => ({ ...e, field: csvColumnOf(e.field, jobs[e.index]) }));
      if (problems.length > 0) throw itemsError(problems, line);
      if (request.query.dryRun === 'true') return { data: values, meta: { dryRun: true, count: values.length } };
      const written = await writeJobs(app, viewerOf(request), values, line);
      return reply.status(201).send({ data: written, meta: { count: written.length } });
    },
  );
};
