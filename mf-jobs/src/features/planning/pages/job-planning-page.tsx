import { useMemo } from 'react';
import { errorMessage, PageSkeleton, useCan } from '@haulage/shared/area-kit';
import { usePageTitle } from '@haulage/shared/platform';
import { EmptyState, ErrorState, Grid, PageHeader, Stack } from '@haulage/shared/ui';
import { useGetJobBoardQuery } from '../api/get-job-board';
import { AreaBoardTable } from '../components/area-board-table';
import { BoardToolbar } from '../components/board-toolbar';
import { ConflictList } from '../components/conflict-list';
import { PlanningSurface } from '../components/planning-surface';
import { RefusalAlert } from '../components/refusal-alert';
import { UnplannedPane } from '../components/unplanned-pane';
import { useBoardView } from '../hooks/use-board-view';
import { useJobBoardPlanner } from '../hooks/use-job-board-planner';
import { cardsByCell } from '../model/board-cells';
import { boardDays } from '../model/board-dates';
import { truckChoices } from '../model/truck-choices';

/** The dispatch board: trucks by area against the days, the open jobs beside them (jobs/jobPlanning). */
export const JobPlanningPage = () => {
  usePageTitle('Job planning');
  const canPlan = useCan('jobs', 'update');
  const { view, today, update } = useBoardView();
  const days = boardDays(view.mode, view.date);
  const [from, to] = [days[0]!, days.at(-1)!];
  const args = useMemo(() => ({ from, to, area: view.area }), [from, to, view.area]);
  const { data: board, error, isLoading, refetch } = useGetJobBoardQuery(args);
  const planner = useJobBoardPlanner(args, board);
  const cells = useMemo(() => cardsByCell(board?.areas.flatMap((group) => group.trucks) ?? []), [board]);
  const trucks = useMemo(() => truckChoices(board?.areas ?? []), [board]);

  const body = () => {
    if (error) return <ErrorState title="The board could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
    if (isLoading || !board) return <PageSkeleton />;
    return (
      <Grid templateColumns={{ base: '1fr', lg: '18rem minmax(0, 1fr)' }} gap="4" alignItems="start">
        <Stack gap="4">
          <UnplannedPane from={from} to={to} />
          {canPlan ? <ConflictList entries={planner.conflicts} /> : null}
        </Stack>
        <Stack gap="6" minW="0">
          {board.areas.length === 0 ? <EmptyState title={view.area ? 'No trucks in this area' : 'No trucks to plan'} /> : null}
          {board.areas.map((group) => (
            <AreaBoardTable key={group.area.documentId ?? 'none'} area={group.area} trucks={group.trucks} days={days} cells={cells} />
          ))}
        </Stack>
      </Grid>
    );
  };

  return (
    <>
      <PageHeader title="Job planning" description={canPlan ? undefined : 'Read-only: you can see the plan but not change it.'} />
      <BoardToolbar view={view} today={today} onChange={update} />
      <RefusalAlert refusal={planner.refusal} onDismiss={planner.dismissRefusal} />
      <PlanningSurface planner={planner} canPlan={canPlan} trucks={trucks} suggestedDate={(job) => job.plannedDate ?? from}>
        {body()}
      </PlanningSurface>
    </>
  );
};
