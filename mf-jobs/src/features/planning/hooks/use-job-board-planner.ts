import { useCallback, useMemo } from 'react';
import type { BoardJob, JobBoard, JobConflicts } from '@haulage/shared/contracts';
import { getJobBoardApi, type JobBoardArgs } from '../api/get-job-board';
import { useGetJobConflictsQuery } from '../api/get-job-conflicts';
import { moveCard, placementsOfBoard } from '../model/board-cells';
import type { Placement, PlanTarget } from '../model/plan-target';
import { useJobPlanner } from './use-job-planner';
import { useJobsDispatch } from './use-jobs-dispatch';

const NO_CONFLICTS: JobConflicts[] = [];

/** The planner wired to the dispatch board's cached reply (moves show in it at once) and to the conflicts of its days. */
export const useJobBoardPlanner = (args: JobBoardArgs, board: JobBoard | undefined) => {
  const dispatch = useJobsDispatch();
  const placements = useMemo(() => (board ? placementsOfBoard(board) : new Map<string, Placement | null>()), [board]);
  const placementOf = useCallback((job: BoardJob) => placements.get(job.documentId) ?? null, [placements]);
  const showMove = useCallback(
    (job: BoardJob, target: PlanTarget) =>
      dispatch(getJobBoardApi.util.updateQueryData('getJobBoard', args, (draft) => moveCard(draft, job, target))).undo,
    [dispatch, args],
  );
  const { data: conflicts = NO_CONFLICTS } = useGetJobConflictsQuery({ from: args.from, to: args.to });
  return useJobPlanner({ placementOf, showMove, conflicts });
};
