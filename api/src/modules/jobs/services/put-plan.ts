import type { AfterWriteContext } from '../../../content';
import type { Conflict } from '../model/conflicts';
import { LIVE_ON_PLAN } from '../repository/assign-repository';
import { findJobRow } from '../repository/jobs-repository';
import { checkJobPlan, tripMoveRefusal } from './plan-check';

type JobRow = NonNullable<Awaited<ReturnType<typeof findJobRow>>>;

/** The fields of a PUT that plan a job, as a board drop does. */
const PLAN_FIELDS = ['truck', 'driver', 'plannedDate', 'trailers'] as const;

const onPlan = (row: JobRow): boolean =>
  (LIVE_ON_PLAN as readonly string[]).includes(row.status) && row.truck_id != null && !!row.planned_date;

/**
 * After a PUT of a job (its row, stops and status move written, in the same transaction): when it
 * set the truck, driver, day or trailers of a job on the plan, or put the job on the plan, the job
 * is checked as a drop is — the same locks and rule (`checkPlan`) — and its conflicts answered as
 * `meta.conflicts`. A plan that moved (another truck, driver or day, or newly planned) is refused
 * like a drop: a sold truck, or one job of a trip alone (409, the write rolls back). A form sending
 * the plan unchanged is answered its conflicts without refusal.
 */
export const checkPutPlan = async (ctx: AfterWriteContext, before: JobRow): Promise<Conflict[] | null> => {
  const after = (await findJobRow(ctx.trx, ctx.id))!;
  const touched = PLAN_FIELDS.some((field) => Object.hasOwn(ctx.data, field)) || before.status !== after.status;
  if (!touched || !onPlan(after)) return null;
  const moved =
    !onPlan(before) ||
    Number(before.truck_id) !== Number(after.truck_id) ||
    Number(before.driver_id ?? 0) !== Number(after.driver_id ?? 0) ||
    before.planned_date !== after.planned_date;
  if (moved && after.trip_id != null) throw tripMoveRefusal(Number(after.job_number));
  return checkJobPlan(ctx.trx, ctx.dialect, after, moved ? 'blocking' : 'none');
};
