import { useState } from 'react';
import type { BoardJob, JobConflicts } from '@haulage/shared/contracts';
import { formatCount } from '@haulage/shared/format';
import { errorMessage, usePlatform, type PageAlert } from '@haulage/shared/area-kit';
import { useAssignJobMutation, useMoveJobStatusMutation } from '#lib';
import { decidePlan, type Placement, type PlanTarget } from '../model/plan-target';

export interface JobPlannerOptions {
  /** Where the job is on the board now (null: open). */
  placementOf: (job: BoardJob) => Placement | null;
  /** Draws the move in the cached board at once and answers how to take it back. */
  showMove: (job: BoardJob, target: PlanTarget) => () => void;
  /** The conflicts of the board's days, read from the server (it refetches them after every plan). */
  conflicts: readonly JobConflicts[];
}

const withItem = (set: ReadonlySet<string>, item: string) => new Set(set).add(item);
const withoutItem = (set: ReadonlySet<string>, item: string) => {
  const next = new Set(set);
  next.delete(item);
  return next;
};

/**
 * One way to plan a job, for a drop and for the card's menu alike: the card moves at once, the
 * server decides (assign, or back to open) and answers the conflicts, which the toast counts (the
 * card and the page's list show the server's read of them), and a refusal puts the card back and
 * stays on the page until dismissed.
 */
export const useJobPlanner = ({ placementOf, showMove, conflicts }: JobPlannerOptions) => {
  const { feedback } = usePlatform();
  const [assignJob] = useAssignJobMutation();
  const [moveJobStatus] = useMoveJobStatusMutation();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<PageAlert | null>(null);

  const send = async (job: BoardJob, target: PlanTarget) => {
    if (target.kind === 'unplanned') {
      await moveJobStatus({ documentId: job.documentId, to: 'open' }).unwrap();
      feedback.toast('success', `Job ${job.jobNumber} is back among the open jobs`);
      return;
    }
    const reply = await assignJob({ documentId: job.documentId, data: { truck: target.truck, plannedDate: target.date } }).unwrap();
    const found = reply.meta?.conflicts ?? [];
    const planned = `Job ${job.jobNumber} is planned on ${target.truckName}, ${target.date}`;
    if (found.length > 0) feedback.toast('warning', `${planned}, with ${formatCount(found.length, 'conflict')}`);
    else feedback.toast('success', planned);
  };

  const plan = async (job: BoardJob, target: PlanTarget): Promise<void> => {
    const decision = decidePlan(job, placementOf(job), target);
    if (decision.action === 'none') return;
    if (decision.action === 'refuse') {
      setRefusal({ status: 'error', messages: [decision.message] });
      return;
    }
    setRefusal(null);
    const undo = showMove(job, target);
    setSaving((set) => withItem(set, job.documentId));
    try {
      await send(job, target);
    } catch (error) {
      undo();
      setRefusal({ status: 'error', messages: [`Job ${job.jobNumber} was not moved: ${errorMessage(error)}`] });
    } finally {
      setSaving((set) => withoutItem(set, job.documentId));
    }
  };

  return { plan, placementOf, saving, conflicts, refusal, dismissRefusal: () => setRefusal(null) };
};

export type JobPlanner = ReturnType<typeof useJobPlanner>;
