import { useCallback, useEffect, useMemo } from 'react';
import type { BoardJob, JobBoard } from '@haulage/shared/contracts';
import { getJobBoardApi, type JobBoardArgs } from '../api/get-job-board';
import { moveCard, placementsOfBoard } from '../model/board-cells';
import type { Placement, PlanTarget } from '../model/plan-target';
import { useJobPlanner } from './use-job-planner';
import { useJobsDispatch } from './use-jobs-dispatch';

/**
 * The planner wired to the dispatch board's cached reply: moves show in it at once, and reloads
 * settle the conflicts. `readStartedAt` is when the read behind `board` started.
 */
export const useJobBoardPlanner = (args: JobBoardArgs, board: JobBoard | undefined, readStartedAt = 0) => {
  const dispatch = useJobsDispatch();
  const placements = useMemo(() => (board ? placementsOfBoard(board) : new Map<string, Placement | null>()), [board]);
  const placementOf = useCallback((job: BoardJob) => placements.get(job.documentId) ?? null, [placements]);
  const showMove = useCallback(
    (job: BoardJob, target: PlanTarget) =>
      dispatch(getJobBoardApi.util.updateQueryData('getJobBoard', args, (draft) => moveCard(draft, job, target))).undo,
    [dispatch, args],
  );
  const planner = useJobPlanner({ placementOf, showMove });
  const { prune } = planner;
  // Only a new board prunes: the read's start time changes as soon as a refetch starts, before its
  // data arrives, and must not be paired with the older data still shown.
  useEffect(() => {
    if (board) prune(placements, readStartedAt);
  }, [board, placements, prune]);
  return planner;
};
