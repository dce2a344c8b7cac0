import {
  type HolidayPolicy,
  OCCURRENCE_STATUSES,
  type OccurrencePreview,
  officeToday,
  recurringScheduleInputSchema,
  recurringScheduleUpdateSchema,
} from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerCollectionRoutes } from '../../../../content';
import { notFound } from '../../../../http/errors';
import { findJobByRef } from '../../repository/jobs-repository';
import { dateRange } from '../../routes/range-query';
import { selectRoutingProvider } from '../../trips/index';
import { recurringSchedulesType } from '../content-types';
import { horizonEnd, planOccurrences } from '../model/occurrence-plan';
import { previewOccurrences } from '../model/occurrence-preview';
import { occurrencesOf } from '../repository/recurring-repository';
import { scheduleCommands } from '../services/schedule-commands';
import { scheduleHooks } from '../services/schedule-hooks';

const findSchedule = async (app: FastifyInstance, ref: string) => {
  const byId = /^\d+$/.test(ref);
  return app.db
    .selectFrom('recurring_schedules')
    .selectAll()
    .where(byId ? 'id' : 'document_id', '=', byId ? Number(ref) : ref)
    .executeTakeFirst();
};

// What the preview answers as `data` (documentation: the OpenAPI document is made from it).
const previewSchema = z.array(
  z.object({
    date: z.string(),
    plannedDate: z.string().nullable(),
    status: z.enum(OCCURRENCE_STATUSES),
    reason: z.string().nullable(),
    job: z.object({ documentId: z.string(), jobNumber: z.number().int(), status: z.string() }).nullable(),
  }) satisfies z.ZodType<OccurrencePreview>,
);

/** /api/recurring-schedules: the Strapi collection, pause/resume/end, and a preview of the next days. */
export const recurringRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>(
    '/api/recurring-schedules/:id/preview',
    {
      preHandler: app.authorize('recurring-schedules', 'read'),
      config: { openapi: { response: previewSchema } },
      schema: {
        summary: 'A schedule’s days ?from=&to= (default: today and 8 weeks on): made, skipped, cancelled and to come',
        tags: ['recurring-schedules'],
      },
    },
    async (request) => {
      const from = request.query.from ?? officeToday();
      const { to } = dateRange(
        { from, to: request.query.to ?? horizonEnd(/^\d{4}-\d{2}-\d{2}$/.test(from) ? from : officeToday(), 8) },
        190,
      );
      const schedule = await findSchedule(app, request.params.id);
      if (!schedule) throw notFound();
      const stored = (await occurrencesOf(app.db, schedule.id, from, to)).map((row) => ({
        date: row.occurrence_date,
        plannedDate: row.planned_date,
        status: row.status,
        reason: row.reason,
        job:
          row.document_id == null
            ? null
            : { documentId: row.document_id, jobNumber: Number(row.job_number), status: String(row.job_status) },
      }));
      const rule = {
        rrule: schedule.rrule,
        startsOn: schedule.starts_on,
        endsOn: schedule.ends_on,
        holidayPolicy: schedule.holiday_policy as HolidayPolicy,
      };
      const planned = schedule.status === 'active' ? planOccurrences(rule, from, to) : [];
      const template = schedule.template_job_id == null ? null : await findJobByRef(app.db, schedule.template_job_id);
      return {
        data: previewOccurrences(stored, planned),
        meta: { from, to, template: template ? { jobNumber: Number(template.job_number) } : null },
      };
    },
  );

  registerCollectionRoutes(app, {
    contentType: recurringSchedulesType,
    createSchema: recurringScheduleInputSchema,
    updateSchema: recurringScheduleUpdateSchema,
    commands: scheduleCommands(app.config.recurring.horizonWeeks, selectRoutingProvider(app.config.routing)),
    hooks: scheduleHooks(app.config.recurring.horizonWeeks),
  });
};
