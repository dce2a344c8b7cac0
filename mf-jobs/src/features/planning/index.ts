/**
 * What the feature's two views, the dispatch board and the area board, both use: one way to plan a
 * job (drop or menu), the cards and trip bars, the drop zones and the conflict display.
 */
export { PlanningSurface, type PlanningSurfaceProps } from './components/planning-surface';
export { PlanCard } from './components/plan-card';
export { TripBar } from './components/trip-bar';
export { cellItems, type CellItem } from './model/trip-bars';
export { DropZone } from './components/drop-zone';
export { ConflictList } from './components/conflict-list';
export { RefusalAlert } from './components/refusal-alert';
export { PeriodNav } from './components/period-nav';
export { useJobPlanner, type JobPlanner, type JobPlannerOptions } from './hooks/use-job-planner';
export { useJobsDispatch } from './hooks/use-jobs-dispatch';
export { useGetJobConflictsQuery } from './api/get-job-conflicts';
export { addDays, dayLabel, isIsoDate } from './model/board-dates';
export { movedJob } from './model/board-cells';
export type { Placement, PlanTarget } from './model/plan-target';
export { areaName, truckChoices, type TruckChoice } from './model/truck-choices';
