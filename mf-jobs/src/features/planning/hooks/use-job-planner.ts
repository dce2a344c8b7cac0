import { useCallback, useState } from 'react';
import type { BoardJob } from '@haulage/shared/contracts';
import { formatCount } from '@haulage/shared/format';
import { errorMessage, usePlatform, type PageAlert } from '@haulage/shared/area-kit';
import { useAssignJobMutation, useMoveJobStatusMutation } from '#lib';
import { forgetConflicts, pruneConflicts, recordConflicts, type ConflictEntry } from '../model/conflict-log';
import { decidePlan, type Placement, type PlanTarget } from '../model/plan-target';

export interface JobPlannerOptions {
  /** Where the job is on the board now (null: open). */
  placementOf: (job: BoardJob) => Placement | null;
  /** Draws the move in the cached board at once and answers how to take it back. */
  showMove: (job: BoardJob, target: PlanTarget) => () => void;
}

const withItem = (set: ReadonlySet<string>, item: string) => new Set(set).add(item);
const withoutItem = (set: ReadonlySet<string>, item: string) => {
  const next = new Set(set);
  next.delete(item);
  return next;
};

/**
 * One way to plan a job, for a drop and for the card's menu alike: the card moves at once, the
 * server decides (assign, or back to open), its conflicts are kept for the card and the page's
 * list, and a refusal puts the card back and stays on the page until dismissed.
 */
export const useJobPlanner = ({ placementOf, showMove }: JobPlannerOptions) => {
  const { feedback } = usePlatform();
  const [assignJob] = useAssignJobMutation();
  const [moveJobStatus] = useMoveJobStatusMutation();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const [conflicts, setConflicts] = useState<readonly ConflictEntry[]>([]);
  const [refusal, setRefusal] = useState<PageAlert | null>(null);

  const send = async (job: BoardJob, target: PlanTarget) => {
    if (target.kind === 'unplanned') {
      await moveJobStatus({ documentId: job.documentId, to: 'open' }).unwrap();
      setConflicts((log) => forgetConflicts(log, job.documentId));
      feedback.toast('success', `Job ${job.jobNumber} is back among the open jobs`);
      return;
    }
    const reply = await assignJob({ documentId: job.documentId, data: { truck: target.truck, plannedDate: target.date } }).unwrap();
    const found = reply.meta?.conflicts ?? [];
    const placement = { truck: target.truck, date: target.date };
    const entry = { documentId: job.documentId, jobNumber: job.jobNumber, placement, conflicts: found, savedAt: Date.now() };
    setConflicts((log) => recordConflicts(log, entry));
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

  /** Call with the board's placements, and when its read started, whenever it reloads. */
  const prune = useCallback(
    (placements: ReadonlyMap<string, Placement | null>, readStartedAt: number) =>
      setConflicts((log) => pruneConflicts(log, placements, readStartedAt)),
    [],
  );

  return { plan, placementOf, saving, conflicts, prune, refusal, dismissRefusal: () => setRefusal(null) };
};

export type JobPlanner = ReturnType<typeof useJobPlanner>;
