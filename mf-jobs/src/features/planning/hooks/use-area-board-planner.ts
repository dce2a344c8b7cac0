import { useCallback, useMemo } from 'react';
import type { AreaBoardColumn, BoardJob, JobConflicts } from '@haulage/shared/contracts';
import { useGetJobConflictsQuery, useJobPlanner, useJobsDispatch, type Placement, type PlanTarget } from '..';
import { getAreaBoardApi } from '../api/get-area-board';
import { moveAreaCard, placementsOfAreaBoard } from '../model/area-board';

const NO_CONFLICTS: JobConflicts[] = [];

/** The shared planner wired to the areas board's cached reply for `date` and to that day's conflicts. */
export const useAreaBoardPlanner = (date: string, columns: AreaBoardColumn[] | undefined) => {
  const dispatch = useJobsDispatch();
  const placements = useMemo(() => (columns ? placementsOfAreaBoard(columns) : new Map<string, Placement | null>()), [columns]);
  const placementOf = useCallback((job: BoardJob) => placements.get(job.documentId) ?? null, [placements]);
  const showMove = useCallback(
    (job: BoardJob, target: PlanTarget) =>
      dispatch(getAreaBoardApi.util.updateQueryData('getAreaBoard', date, (draft) => moveAreaCard(draft, date, job, target))).undo,
    [dispatch, date],
  );
  const { data: conflicts = NO_CONFLICTS } = useGetJobConflictsQuery({ from: date, to: date });
  return useJobPlanner({ placementOf, showMove, conflicts });
};
