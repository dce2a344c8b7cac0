import { useCallback, useEffect, useMemo } from 'react';
import type { AreaBoardColumn, BoardJob } from '@haulage/shared/contracts';
import { useJobPlanner, useJobsDispatch, type Placement, type PlanTarget } from '../../planning';
import { getAreaBoardApi } from '../api/get-area-board';
import { moveAreaCard, placementsOfAreaBoard } from '../model/area-board';

/** The shared planner wired to the areas board's cached reply for `date`; `readStartedAt` is when the read behind `columns` started. */
export const useAreaBoardPlanner = (date: string, columns: AreaBoardColumn[] | undefined, readStartedAt = 0) => {
  const dispatch = useJobsDispatch();
  const placements = useMemo(() => (columns ? placementsOfAreaBoard(columns) : new Map<string, Placement | null>()), [columns]);
  const placementOf = useCallback((job: BoardJob) => placements.get(job.documentId) ?? null, [placements]);
  const showMove = useCallback(
    (job: BoardJob, target: PlanTarget) =>
      dispatch(getAreaBoardApi.util.updateQueryData('getAreaBoard', date, (draft) => moveAreaCard(draft, date, job, target))).undo,
    [dispatch, date],
  );
  const planner = useJobPlanner({ placementOf, showMove });
  const { prune } = planner;
  // Only new columns prune: a refetch's start time arrives before its data (see useJobBoardPlanner).
  useEffect(() => {
    if (columns) prune(placements, readStartedAt);
  }, [columns, placements, prune]);
  return planner;
};
