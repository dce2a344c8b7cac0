import type { FastifyInstance } from 'fastify';
import { getContentType, mayReadType, viewerOf } from '../../../content';
import { jobConflictsAnswerSchema } from '../model/board-answers';
import { conflictsInRange } from '../services/board-conflicts';
import { dateRange } from './range-query';

/**
 * GET /api/jobs/conflicts?from=&to=: the planning conflicts of the jobs on the plan in the days a
 * board shows, for every reader alike (after a reload, in another dispatcher's browser). Driver
 * conflicts name the driver: only for those who may read drivers, as on the board.
 */
export const conflictsRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get(
    '/api/jobs/conflicts',
    {
      preHandler: app.authorize('jobs', 'read'),
      config: { openapi: { response: jobConflictsAnswerSchema } },
      schema: { summary: 'Planning conflicts of the planned jobs in ?from=&to= (at most 31 days), as now', tags: ['jobs'] },
    },
    async (request) => {
      const { from, to } = dateRange(request.query, 31);
      const showDriver = mayReadType(viewerOf(request), getContentType('drivers'));
      const data = (await conflictsInRange(app.db, from, to))
        .map((job) => ({ ...job, conflicts: job.conflicts.filter((conflict) => showDriver || conflict.field !== 'driver') }))
        .filter((job) => job.conflicts.length > 0);
      return { data, meta: { from, to } };
    },
  );
};
