import type { UserType } from '@haulage/shared/contracts';
import { inPublishingTransaction } from '../../../../content';
import { fieldErrors } from '../../../../http/errors';
import type { RequestUser, ServiceHost } from '../../../../ports';
import { actorOf, moveJob } from '../../../jobs/index';
import { jobIdsOf } from '../repository/run-repository';

/**
 * POST /api/jobs/ready-to-invoice: completed jobs whose price is checked move to
 * `ready_to_invoice`, all or none, each through the jobs' machine (who may, from which state).
 */
export const markReadyToInvoice = async (app: ServiceHost, user: RequestUser & { type: UserType }, refs: (string | number)[]) => {
  const { jobs, unknown } = await jobIdsOf(app.db, refs);
  if (unknown.length > 0)
    throw fieldErrors(
      unknown.map((ref) => ({ path: ['jobs', refs.indexOf(ref)], message: `No job ${String(ref)}`, name: 'ValidationError' })),
    );
  const scope = { dialect: app.dialect, mover: user.type, actor: actorOf({ user }) };
  await inPublishingTransaction(app, async ({ trx, publish }) => {
    for (const job of jobs) {
      await moveJob({ ...scope, trx }, job.id, 'ready_to_invoice');
      publish('jobs', 'status-changed', job);
    }
  });
  return { data: jobs.map((job) => ({ ...job, status: 'ready_to_invoice' })), meta: { count: jobs.length } };
};
