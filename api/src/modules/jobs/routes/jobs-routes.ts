import { jobInputSchema, jobUpdateSchema } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCollectionRoutes } from '../../../content';
import { applicationError } from '../../../http/errors';
import { jobsType } from '../content-types';
import { assignCommand } from '../services/assign-command';
import { refuseLockedWrite } from '../services/job-guards';
import { decorateRoadReports } from '../driver-app/index';
import { jobHooks } from '../services/job-hooks';
import { jobFieldCommands, statusCommand } from '../services/status-command';
import type { RoutingProvider } from '../trips/index';

/** /api/jobs: CRUD, `status` through the machine, `/assign` for the board; `routing` measures the trips jobs change. */
export const jobsRoutes =
  (routing: RoutingProvider) =>
  async (app: FastifyInstance): Promise<void> => {
    const status = statusCommand(routing);
    registerCollectionRoutes(app, {
      contentType: jobsType,
      createSchema: jobInputSchema,
      updateSchema: jobUpdateSchema,
      commands: [status, assignCommand],
      fieldCommands: jobFieldCommands(status),
      hooks: {
        ...jobHooks(routing),
        decorate: decorateRoadReports,
        beforeDelete: (_ctx, existing) => {
          refuseLockedWrite({ status: String(existing.status), job_number: Number(existing.jobNumber) }, { kind: 'delete' });
          // History hangs on a job once it has left the draft stage: it is cancelled instead.
          if (!['draft', 'open', 'cancelled'].includes(String(existing.status)))
            throw applicationError(`A ${String(existing.status)} job cannot be deleted; cancel it instead`);
        },
      },
    });
  };
