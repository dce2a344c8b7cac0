import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getContentType, mayReadType, viewerOf } from '../../../content';
import { validationError } from '../../../http/errors';
import { type BoardJob, groupBoard, truckLoad } from '../model/board';
import { boardJobs, boardTrucks, firstStopAreas } from '../repository/board-repository';
import { dateRange } from './range-query';

type JobRow = Awaited<ReturnType<typeof boardJobs>>[number];

/** Driver names only for those who may read drivers (viewers may not: ADR 10). */
const toJob = (row: JobRow, showDriver: boolean): BoardJob & { truckId: number | null } => ({
  id: Number(row.id),
  documentId: row.document_id,
  jobNumber: Number(row.job_number),
  status: row.status,
  plannedDate: row.planned_date,
  customer: row.customer_name,
  driver: showDriver && row.first_name ? `${row.first_name} ${row.last_name}` : null,
  kmPlanned: row.km_actual ?? row.km_planned,
  hours: row.hours_actual,
  vehicleClass: row.vehicle_class,
  adr: Boolean(row.adr),
  truckId: row.truck_id,
});

const readBoard = async (app: FastifyInstance, request: FastifyRequest, from: string, to: string, area?: string) => {
  const showDriver = mayReadType(viewerOf(request), getContentType('drivers'));
  const [trucks, jobs] = await Promise.all([boardTrucks(app.db, area), boardJobs(app.db, from, to)]);
  return {
    jobs: jobs.map((row) => toJob(row, showDriver)),
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
      schema: { summary: 'Planning board: trucks by area with their jobs in ?from=&to= (&area=), and the open jobs', tags: ['jobs'] },
    },
    async (request) => {
      const { from, to } = dateRange(request.query, 31);
      const area = (request.query as { area?: unknown }).area;
      if (area !== undefined && typeof area !== 'string')
        throw validationError('area must be an area documentId or name', { key: 'area', source: 'query' });
      const { trucks, jobs } = await readBoard(app, request, from, to, area);
      return { data: groupBoard(trucks, jobs), meta: { from, to } };
    },
  );

  app.get(
    '/api/areas/board',
    {
      preHandler: app.authorize('jobs', 'read'),
      schema: {
        summary:
          'Areas for a day (?date=): each area’s trucks with planned jobs, hours and km against a working day (areaTrucks), and its unplanned jobs (areaJobs)',
        tags: ['areas'],
      },
    },
    async (request) => {
      const { from: date } = dateRange({ from: (request.query as { date?: unknown }).date }, 0);
      const { trucks, jobs } = await readBoard(app, request, date, date);
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
