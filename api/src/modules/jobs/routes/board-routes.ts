import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getContentType, listVersion, mayReadType, viewerOf } from '../../../content';
import { validationError } from '../../../http/errors';
import { areaBoardAnswerSchema, jobBoardAnswerSchema } from '../model/board-answers';
import { type BoardJob, groupBoard, kmEstimates, ON_THE_ROAD, progressOf, truckLoad } from '../model/board';
import { boardJobs, boardTrucks, firstStopAreas, stopPoints, stopStamps } from '../repository/board-repository';
import { dateRange } from './range-query';

type JobRow = Awaited<ReturnType<typeof boardJobs>>[number];

/** Driver names only for those who may read drivers (viewers may not: ADR 10). */
const toJob = (
  row: JobRow,
  showDriver: boolean,
  showTrip: boolean,
  estimates: ReadonlyMap<number, number>,
  progress: ReadonlyMap<number, BoardJob['progress']>,
): BoardJob & { truckId: number | null } => ({
  id: Number(row.id),
  documentId: row.document_id,
  jobNumber: Number(row.job_number),
  status: row.status,
  plannedDate: row.planned_date,
  customer: row.customer_name,
  driver: showDriver && row.first_name ? `${row.first_name} ${row.last_name}` : null,
  kmPlanned: row.km_actual ?? row.km_planned,
  kmEstimate: row.km_actual == null && row.km_planned == null ? (estimates.get(Number(row.id)) ?? null) : null,
  hours: row.hours_actual,
  vehicleClass: row.vehicle_class,
  adr: Boolean(row.adr),
  confirmationStatus: row.confirmation_status as BoardJob['confirmationStatus'],
  progress: progress.get(Number(row.id)) ?? null,
  truckId: row.truck_id,
  trip: showTrip && row.trip_document_id ? { documentId: row.trip_document_id, tripNumber: Number(row.trip_number) } : null,
});

type Rows = readonly object[];

/**
 * The same remembered rows (board-repository) make the same answer: it is built and serialised
 * once per rows and per kind of reader, so the dispatchers who refetch after a drop share the
 * work of the first. New rows (after any write) are new keys; the old ones are collected.
 */
const answers = new WeakMap<Rows, WeakMap<Rows, Map<string, string>>>();

const answerOnce = (jobs: Rows, trucks: Rows, key: string, build: () => unknown): string => {
  const byTrucks = answers.get(jobs) ?? new WeakMap<Rows, Map<string, string>>();
  answers.set(jobs, byTrucks);
  const known = byTrucks.get(trucks) ?? new Map<string, string>();
  byTrucks.set(trucks, known);
  const json = known.get(key) ?? JSON.stringify(build());
  known.set(key, json);
  return json;
};

const sendJson = (reply: FastifyReply, json: string) => reply.header('content-type', 'application/json; charset=utf-8').send(json);

const readRows = async (app: FastifyInstance, request: FastifyRequest, from: string, to: string, area?: string) => {
  const showDriver = mayReadType(viewerOf(request), getContentType('drivers'));
  const showTrip = mayReadType(viewerOf(request), getContentType('trips'));
  // PostgreSQL: one snapshot for both reads (a round trip, cheaper than the reads it spares).
  const version = await listVersion(app.db, app.dialect);
  const [trucks, jobs] = await Promise.all([boardTrucks(app.db, area, version), boardJobs(app.db, from, to, version)]);
  const unmeasured = jobs.filter((row) => row.km_actual == null && row.km_planned == null).map((row) => Number(row.id));
  const onTheRoad = jobs.filter((row) => ON_THE_ROAD.has(row.status)).map((row) => Number(row.id));
  const [points, stamps] = await Promise.all([stopPoints(app.db, unmeasured, version), stopStamps(app.db, onTheRoad, version)]);
  return { trucks, jobs, points, stamps, showDriver, showTrip };
};

const boardOf = ({ trucks, jobs, points, stamps, showDriver, showTrip }: Awaited<ReturnType<typeof readRows>>) => {
  const estimates = kmEstimates(points);
  const progress = progressOf(
    jobs.map((row) => ({ id: Number(row.id), status: row.status })),
    stamps,
  );
  return {
    jobs: jobs.map((row) => toJob(row, showDriver, showTrip, estimates, progress)),
    trucks: trucks.map((t) => ({
      id: Number(t.id),
      documentId: t.document_id,
      truckName: t.truck_name,
      truckNumber: t.truck_number,
      plate: t.registration_plate_number,
      vehicleClass: t.vehicle_class,
      truckStatus: t.truck_status,
      area: { id: t.area_id, documentId: t.area_document_id, name: t.area_name },
    })),
  };
};

/** GET /api/jobs/board and GET /api/areas/board: two reads each, never one per truck. */
export const boardRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get(
    '/api/jobs/board',
    {
      preHandler: app.authorize('jobs', 'read'),
      config: { openapi: { response: jobBoardAnswerSchema } },
      schema: { summary: 'Planning board: trucks by area with their jobs in ?from=&to= (&area=), and the open jobs', tags: ['jobs'] },
    },
    async (request, reply) => {
      const { from, to } = dateRange(request.query, 31);
      const area = (request.query as { area?: unknown }).area;
      if (area !== undefined && typeof area !== 'string')
        throw validationError('area must be an area documentId or name', { key: 'area', source: 'query' });
      const rows = await readRows(app, request, from, to, area);
      return sendJson(
        reply,
        answerOnce(rows.jobs, rows.trucks, `jobs ${rows.showDriver} ${rows.showTrip}`, () => {
          const { trucks, jobs } = boardOf(rows);
          return { data: groupBoard(trucks, jobs), meta: { from, to } };
        }),
      );
    },
  );

  app.get(
    '/api/areas/board',
    {
      preHandler: app.authorize('jobs', 'read'),
      config: { openapi: { response: areaBoardAnswerSchema } },
      schema: {
        summary:
          'Areas for a day (?date=): each area’s trucks with planned jobs, hours and km against a working day (areaTrucks), and its unplanned jobs (areaJobs)',
        tags: ['areas'],
      },
    },
    async (request) => {
      const { from: date } = dateRange({ from: (request.query as { date?: unknown }).date }, 0);
      const { trucks, jobs } = boardOf(await readRows(app, request, date, date));
      const board = groupBoard(trucks, jobs);
      const stopAreas = await firstStopAreas(
        app.db,
        board.unplanned.map((job) => job.id),
      );
      const data = board.areas.map(({ area, trucks: areaTrucks }) => ({
        area,
        areaTrucks: areaTrucks.map((truck) => ({ ...truck, load: truckLoad(truck.jobs) })),
        areaJobs: board.unplanned.filter((job) => (stopAreas.get(job.id) ?? null) === area.id),
      }));
      return { data, meta: { date, unplannedWithoutArea: board.unplanned.filter((job) => !stopAreas.get(job.id)).length } };
    },
  );
};
