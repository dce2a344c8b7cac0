import { createContext, useContext } from 'react';
import type { BoardJob, PlanningConflict } from '@haulage/shared/contracts';

/** What every card and drop zone of a planning board needs, without passing it through each table. */
export interface PlanningContextValue {
  /** False for viewers: the board is read-only, with no drag and no menus. */
  canPlan: boolean;
  isSaving: (documentId: string) => boolean;
  conflictsOf: (documentId: string) => PlanningConflict[];
  openPlanMenu: (job: BoardJob) => void;
}

export const PlanningContext = createContext<PlanningContextValue>({
  canPlan: false,
  isSaving: () => false,
  conflictsOf: () => [],
  openPlanMenu: () => undefined,
});

export const usePlanning = () => useContext(PlanningContext);
