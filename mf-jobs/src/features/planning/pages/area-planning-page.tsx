import { useMemo } from 'react';
import { errorMessage, PageSkeleton, useCan } from '@haulage/shared/area-kit';
import { usePageTitle } from '@haulage/shared/platform';
import { EmptyState, ErrorState, HStack, PageHeader, Stack } from '@haulage/shared/ui';
import { addDays, ConflictList, dayLabel, PeriodNav, PlanningSurface, RefusalAlert, truckChoices } from '..';
import { useGetAreaBoardQuery } from '../api/get-area-board';
import { AreaColumn } from '../components/area-column';
import { useAreaBoardPlanner } from '../hooks/use-area-board-planner';
import { useBoardDate } from '../hooks/use-board-date';

/** Areas side by side for one day: each area's trucks with their load and its open jobs (jobs/jobPlanning2). */
export const AreaPlanningPage = () => {
  usePageTitle('Area planning');
  const canPlan = useCan('jobs', 'update');
  const { date, today, setDate } = useBoardDate();
  const { data: columns, error, isLoading, refetch } = useGetAreaBoardQuery(date);
  const planner = useAreaBoardPlanner(date, columns);
  const trucks = useMemo(
    () => truckChoices((columns ?? []).map((column) => ({ area: column.area, trucks: column.areaTrucks }))),
    [columns],
  );

  const body = () => {
    if (error) return <ErrorState title="The areas could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} />;
    if (isLoading || !columns) return <PageSkeleton />;
    if (columns.length === 0) return <EmptyState title="No trucks to plan" description="Trucks appear here once the fleet has some." />;
    return (
      // Focusable so keyboard users can scroll the areas sideways even when nothing inside takes focus (viewers).
      <HStack align="start" gap="3" overflowX="auto" pb="2" tabIndex={0} role="group" aria-label="Areas">
        {columns.map((column) => (
          <AreaColumn key={column.area.documentId ?? 'none'} column={column} date={date} />
        ))}
      </HStack>
    );
  };

  return (
    <>
      <PageHeader title="Area planning" description={canPlan ? undefined : 'Read-only: you can see the plan but not change it.'} />
      <Stack gap="4">
        <PeriodNav
          unit="day"
          label={dayLabel(date)}
          onStep={(direction) => setDate(addDays(date, direction))}
          onToday={() => setDate(today)}
        />
        <RefusalAlert refusal={planner.refusal} onDismiss={planner.dismissRefusal} />
        {canPlan ? <ConflictList entries={planner.conflicts} /> : null}
        <PlanningSurface planner={planner} canPlan={canPlan} trucks={trucks} suggestedDate={() => date}>
          {body()}
        </PlanningSurface>
      </Stack>
    </>
  );
};
