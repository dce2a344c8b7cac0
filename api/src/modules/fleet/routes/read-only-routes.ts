import { officeToday } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { createContentService, queryLimitsOf, viewerOf } from '../../../content';
import { notFound } from '../../../http/errors';
import { odometerReadingsType } from '../content-types';
import { buildFleetSummary } from '../model/fleet-summary';
import { fleetSummaryAnswerSchema } from '../model/summary-answer';
import { loadSummaryFacts } from '../repository/summary-repository';

/**
 * /api/odometer-readings: the history is written only by truck writes (so a reading and the
 * truck's odometer never disagree); here it is read, filtered and sorted like any collection.
 */
export const odometerReadingsRoutes = async (app: FastifyInstance): Promise<void> => {
  const service = () => createContentService(app.db, app.dialect, odometerReadingsType, queryLimitsOf(app.config));
  app.get(
    '/api/odometer-readings',
    {
      preHandler: app.authorize('odometer-readings', 'read'),
      config: { openapi: { entry: odometerReadingsType, list: true } },
      schema: { summary: 'Odometer readings (filters, sort, pagination)', tags: ['trucks'] },
    },
    async (request) => service().find(request.query, viewerOf(request)),
  );
  app.get<{ Params: { id: string } }>(
    '/api/odometer-readings/:id',
    {
      preHandler: app.authorize('odometer-readings', 'read'),
      config: { openapi: { entry: odometerReadingsType } },
      schema: { summary: 'One odometer reading', tags: ['trucks'] },
    },
    async (request) => {
      const entry = await service().findOne(request.params.id, request.query, viewerOf(request));
      if (!entry) throw notFound();
      return { data: entry, meta: {} };
    },
  );
};

/** GET /api/fleet-summary: counts and the inspections/documents due within 30 days or overdue. */
export const fleetSummaryRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get(
    '/api/fleet-summary',
    {
      preHandler: app.authorize('fleet-summary', 'read'),
      config: { openapi: { response: fleetSummaryAnswerSchema } },
      schema: { summary: 'Counts of trucks, drivers and trailers by status, and what falls due', tags: ['trucks'] },
    },
    async () => {
      const facts = await loadSummaryFacts(app.db);
      return { data: buildFleetSummary(facts.trucks, facts.trailers, facts.drivers, officeToday()), meta: {} };
    },
  );
};
